import fc from 'fast-check';
import {
  CONTENT_TYPES,
  DATES,
  HOSTILE_KEYS,
  HOSTILE_VALUES,
  NUMBERS,
  PATH_VALUES,
  QUERY_VALUES,
  RAW_BODIES,
  STRINGS,
  UUIDS,
  WRONG_TYPES,
} from './hostile-values';
import type { JsonSchema, Operation } from './operations';

/** A request as it goes over the wire: the body is raw text, so keys like __proto__ arrive as sent. */
export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was varied, for failure messages. */
  variation: string;
};

/** Valid path parameter values the test knows (existing task ids, user ids, levels …). */
export type ValidParams = (operation: Operation, name: string) => string | undefined;

const today = () => new Date().toISOString().slice(0, 10);

/** Values the schema accepts; names give hints the schema cannot (dates, emails, passwords). */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const base = validBase(schema, name);
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function validBase(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  switch (schema.type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(props.map(([key, s]) => [key, validValue(s, key)])), {
        requiredKeys: schema.required ?? [],
      });
    }
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema, name);
    default:
      return fc.constant(null);
  }
}

function validString(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (/date$/i.test(name)) return fc.constantFrom(today(), '2099-12-31', '2031-02-28');
  if (/email/i.test(name)) return fc.emailAddress();
  if (/password/i.test(name)) return fc.constantFrom('Focus123$', 'Another9#Pass');
  const max = Math.min(schema.maxLength ?? 30, 30);
  return fc.string({
    unit: 'grapheme',
    minLength: Math.max(schema.minLength ?? 0, 1),
    maxLength: Math.max(max, 1),
  });
}

/** Hostile values, with the ones aimed at the schema's type more likely. */
export function hostileValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const aimed =
    schema.type === 'integer' || schema.type === 'number'
      ? NUMBERS
      : schema.format === 'uuid' || /id$/i.test(name)
        ? UUIDS
        : /date/i.test(name)
          ? DATES
          : schema.type === 'string'
            ? STRINGS
            : WRONG_TYPES;
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...aimed) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

const jsonText = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

type BodyVariant = { text: string | undefined; contentType: string | undefined; variation: string };

function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<BodyVariant> {
  const json = 'application/json';
  if (!schema) {
    // Routes without a body still parse one that is sent.
    return fc.oneof(
      fc.constant({ text: undefined, contentType: undefined, variation: 'no body' }),
      fc
        .constantFrom(...RAW_BODIES)
        .map((text) => ({ text, contentType: json, variation: `raw body ${preview(text)}` })),
      fc
        .constantFrom(...CONTENT_TYPES)
        .map((contentType) => ({ text: 'a=1', contentType, variation: `content-type ${contentType}` })),
    );
  }
  const props = Object.entries(schema.properties ?? {});
  const valid = validValue({ ...schema, nullable: false }).map((v) => Object.entries(v as object));
  const strategies: fc.Arbitrary<BodyVariant>[] = [
    valid.map((entries) => ({ text: jsonText(entries), contentType: json, variation: 'valid body' })),
    fc
      .constantFrom(...RAW_BODIES)
      .map((text) => ({ text, contentType: json, variation: `raw body ${preview(text)}` })),
    fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES)).map(([entries, contentType]) => ({
      text: jsonText(entries),
      contentType,
      variation: `content-type ${contentType}`,
    })),
    fc.tuple(valid, fc.constantFrom(...HOSTILE_KEYS), hostileValue({})).map(([entries, key, value]) => ({
      text: jsonText([[key, value], ...entries]),
      contentType: json,
      variation: `extra key ${JSON.stringify(key)}`,
    })),
    fc.constantFrom(...WRONG_TYPES).map((value) => ({
      text: JSON.stringify(value),
      contentType: json,
      variation: `body ${JSON.stringify(value)}`,
    })),
  ];
  if (props.length > 0) {
    strategies.push(
      fc.tuple(valid, fc.constantFrom(...props)).chain(([entries, [key, prop]]) =>
        hostileValue(prop, key).map((value) => ({
          text: jsonText([...entries.filter(([k]) => k !== key), [key, value]]),
          contentType: json,
          variation: `${key} = ${preview(JSON.stringify(value) ?? 'undefined')}`,
        })),
      ),
      fc.tuple(valid, fc.constantFrom(...props.map(([key]) => key))).map(([entries, key]) => ({
        text: jsonText(entries.filter(([k]) => k !== key)),
        contentType: json,
        variation: `without ${key}`,
      })),
      // The same key twice: the parser keeps one; whichever it is must be validated.
      fc.tuple(valid, fc.constantFrom(...props)).chain(([entries, [key, prop]]) =>
        hostileValue(prop, key).map((value) => ({
          text: jsonText([...entries, [key, value]]),
          contentType: json,
          variation: `duplicate ${key}`,
        })),
      ),
    );
  }
  return fc.oneof(...strategies);
}

function pathArbitrary(
  operation: Operation,
  params: ValidParams,
): fc.Arbitrary<{ path: string; variation?: string }> {
  const names = [...operation.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const validOf = (name: string) => {
    const known = params(operation, name);
    if (known !== undefined) return fc.constant(known);
    const schema = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {
      type: 'string',
    };
    return validValue(schema, name).map(String);
  };
  const build = (values: Record<string, string>) =>
    operation.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  if (names.length === 0) return fc.constant({ path: operation.url });
  const validPath = fc
    .record(Object.fromEntries(names.map((n) => [n, validOf(n)])))
    .map((v) => ({ path: build(v) }));
  return fc.oneof(
    { weight: 3, arbitrary: validPath },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.record(Object.fromEntries(names.map((n) => [n, validOf(n)]))),
          fc.constantFrom(...names),
          fc.constantFrom(...PATH_VALUES),
        )
        .map(([values, name, bad]) => ({
          path: build({ ...values, [name]: bad }),
          variation: `path ${name} = ${preview(bad)}`,
        })),
    },
  );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<{ query: string; variation?: string }> {
  const params = operation.parameters.filter((p) => p.in === 'query');
  const encode = (pairs: [string, unknown][]) =>
    pairs.length
      ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`
      : '';
  const valid = fc.record(Object.fromEntries(params.map((p) => [p.name, validValue(p.schema, p.name)])), {
    requiredKeys: params.filter((p) => p.required).map((p) => p.name),
  });
  const options: fc.Arbitrary<{ query: string; variation?: string }>[] = [
    valid.map((v) => ({ query: encode(Object.entries(v)) })),
    fc.tuple(valid, fc.constantFrom(...HOSTILE_KEYS, 'a[b]', 'a[__proto__][x]')).map(([v, key]) => ({
      query: encode([...Object.entries(v), [key, 'x']]),
      variation: `query key ${key}`,
    })),
  ];
  if (params.length > 0) {
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...params.map((p) => p.name)), fc.constantFrom(...QUERY_VALUES))
        .map(([v, name, bad]) => ({
          query: encode([...Object.entries(v).filter(([k]) => k !== name), [name, bad]]),
          variation: `query ${name} = ${preview(bad)}`,
        })),
      fc.tuple(valid, fc.constantFrom(...params.map((p) => p.name))).map(([v, name]) => ({
        query: encode([...Object.entries(v), [name, '1'], [name, '2']]),
        variation: `query ${name} twice`,
      })),
    );
  }
  return fc.oneof(...options);
}

/** Requests for one operation: valid ones and ones with one thing wrong, in body, path, query or headers. */
export function requestArbitrary(
  operation: Operation,
  options: { params: ValidParams; token: string | undefined },
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathArbitrary(operation, options.params), queryArbitrary(operation), bodyArbitrary(operation.body))
    .map(([path, query, body]) => {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (body.contentType !== undefined && body.text !== undefined)
        headers['content-type'] = body.contentType;
      return {
        method: operation.method,
        url: `${path.path}${query.query}`,
        headers,
        ...(body.text !== undefined ? { payload: body.text } : {}),
        variation: [path.variation, query.variation, body.variation].filter(Boolean).join('; '),
      };
    });
}

function preview(text: string) {
  const shown = text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
  return JSON.stringify(shown);
}
