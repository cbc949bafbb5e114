/**
 * Inputs that break servers: wrong types, boundary and huge numbers, long and odd Unicode, prototype keys,
 * bad UUIDs and dates, malformed JSON, wrong content types, huge and deeply nested bodies. The fuzzer
 * mixes them into otherwise valid requests (see request-arbitrary.ts).
 */

export const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, '', 'x', [], [1, 'a'], {}, { a: 1 }];

export const NUMBERS: unknown[] = [
  -1,
  -0,
  0.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  '1',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  ' 1',
];

const longText = (n: number, unit = 'a') => unit.repeat(Math.ceil(n / unit.length)).slice(0, n * unit.length);

export const STRINGS: unknown[] = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff surrogate',
  '\u202eright-to-left',
  '\ufeffbom',
  'zero\u200bwidth',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'Ω≈ç√∫˜µ≤≥÷ 中文 العربية עברית',
  '\n\r\t\b\f\v',
  "' or '1'='1'; drop table users; --",
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}{{7*7}}%s%n',
  longText(201),
  longText(321),
  longText(2001),
  longText(10_000, '😀'),
  longText(60_000),
];

export const UUIDS: unknown[] = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '123',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-0000000000000',
  '00000000000040008000000000000000',
  'ZZZZZZZZ-ZZZZ-4ZZZ-8ZZZ-ZZZZZZZZZZZZ',
  '00000000-0000-4000-8000-00000000000\u0000',
];

export const DATES: unknown[] = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '1969-12-31',
  '9999-12-31',
  '+275760-09-13',
  '-000001-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  'infinity',
  '-infinity',
  'epoch',
  'today',
  'now',
  '2026/01/01',
  '20260101',
];

export const HOSTILE_VALUES: unknown[] = [...WRONG_TYPES, ...NUMBERS, ...STRINGS, ...UUIDS, ...DATES];

/** Keys that must never reach an object's prototype or a privileged field. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'coins',
  'level',
  'userId',
  'id',
  '',
  '\u0000',
];

const nested = (depth: number, open: string, close: string, core = '1') =>
  `${open.repeat(depth)}${core}${close.repeat(depth)}`;

/** Whole bodies sent as raw text with content-type application/json. */
export const RAW_BODIES: string[] = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'undefined',
  'NaN',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1}garbage',
  '\u0000',
  '\ufeff{}',
  nested(5_000, '[', ']'),
  nested(5_000, '{"a":', '}'),
  `{"big":"${'x'.repeat(120 * 1024)}"}`,
  `[${Array.from({ length: 30_000 }, () => '0').join(',')}]`,
  '{"n":1e999999}',
  '{"n":-1e999999}',
  '{"n":123456789012345678901234567890}',
];

export const CONTENT_TYPES: (string | undefined)[] = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/octet-stream',
  '*/*',
  '',
];

/** Path parameter values: sent URL-encoded, as a browser would. */
export const PATH_VALUES: string[] = [
  ...(UUIDS as string[]),
  '',
  ' ',
  '-1',
  '0',
  '51',
  '1.5',
  '1e3',
  '99999999999999999999',
  '%',
  '..',
  '../..',
  '\u0000',
  '😀',
  'a'.repeat(5_000),
  '__proto__',
  'constructor',
];

/** Query values, sent URL-encoded; repeated keys are tried separately. */
export const QUERY_VALUES: string[] = [
  '',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  'NaN',
  'abc',
  '\u0000',
  '😀',
  'a'.repeat(5_000),
  ...(DATES as string[]),
];
