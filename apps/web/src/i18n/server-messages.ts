import {
  isServerMessageCode,
  matchServerMessage,
  type ServerMessageCode,
} from '@focus-room/core/i18n/server-messages';
import { getLanguage, i18n } from './i18n';

// The server's English texts in the active language (docs/decisions/040-server-messages-and-codes.md).
// Error answers carry the code of their text; success messages and answers of older servers are matched
// by their English text against core's table. The `server` catalog's keys are that table's codes.

/** Numbers as numbers, so a plural in a translation (`{seconds, plural, …}`) picks its form. */
const toValues = (params: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
    ]),
  );

/**
 * A server message in the active language: by its `code` (with `params`), else by matching the English
 * `message`, else, outside English, the generic "Something went wrong". In English the server's own
 * text is shown as it came.
 */
export function localizeServerMessage(
  message: string,
  code?: string,
  params?: Record<string, string | number>,
): string {
  if (getLanguage() === 'en') return message;
  const match = matchServerMessage(message);
  const known: ServerMessageCode | undefined =
    isServerMessageCode(code) && code !== 'unknown' ? code : match?.code;
  if (!known) return i18n._('server.unknown');
  // A field's code comes without its values; the English text still has them.
  const values = params ?? (match?.code === known ? match.params : undefined) ?? {};
  return i18n._(`server.${known}`, toValues(values));
}

/** Every field's message in the active language, coded by `fieldCodes` where the server sent them. */
export function localizeServerFields(
  fields: Record<string, string> | undefined,
  fieldCodes?: Record<string, string>,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, localizeServerMessage(text, fieldCodes?.[field])]),
  );
}
