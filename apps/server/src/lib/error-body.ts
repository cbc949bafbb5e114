import {
  matchServerMessage,
  type ServerMessageCode,
  serverMessage,
} from '@focus-room/core/i18n/server-messages';

/** The one error shape of the API (core api/common.ts errorResponseSchema). */
export type ErrorBody = {
  message: string;
  code: ServerMessageCode;
  params?: Record<string, string>;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, ServerMessageCode>;
};

// zod's own texts, used where a schema in packages/core gives no sentence of its own.
const GENERIC_ZOD_TEXT = /^(Invalid|Expected|Too (big|small)|Required|Unrecognized)/i;

export const isGenericZodText = (message: string) => GENERIC_ZOD_TEXT.test(message);

/** The code of one text: its entry in the table, invalidValue for a zod text, else unknown. */
function codeOf(message: string) {
  const match = matchServerMessage(message);
  if (match) return match;
  return { code: isGenericZodText(message) ? ('invalidValue' as const) : ('unknown' as const) };
}

/**
 * An error answer: the English `message` (and `fields`) as always, with the stable code the web
 * translates (docs/decisions/040-server-messages-and-codes.md): `code` and, for a template, `params`;
 * `fieldCodes` per field. A text that is not in the table gets `unknown`.
 */
export function errorBody(
  message: string,
  fields?: Record<string, string>,
  known?: { code: ServerMessageCode; params?: Record<string, string> },
): ErrorBody {
  const { code, params } = known ?? codeOf(message);
  return {
    message,
    code,
    ...(params ? { params } : {}),
    ...(fields
      ? {
          fields,
          fieldCodes: Object.fromEntries(
            Object.entries(fields).map(([field, text]) => [field, codeOf(text).code]),
          ),
        }
      : {}),
  };
}

/** The English text of a code with its placeholders filled, and the error body that names it. */
export function codedErrorBody(code: ServerMessageCode, params?: Record<string, string>) {
  return errorBody(serverMessage(code, params), undefined, { code, params });
}
