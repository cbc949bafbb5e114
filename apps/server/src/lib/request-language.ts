import { type Language, parseAcceptLanguage, pickLanguage } from '@focus-room/core/i18n/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The language a new account or subscription gets (decision 041): the one the browser sent (the language
 * its screen shows), else the best of the request's Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest, chosen: Language | undefined): Language {
  return chosen ?? pickLanguage(parseAcceptLanguage(request.headers['accept-language']));
}
