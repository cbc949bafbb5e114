import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@focus-room/core/i18n/languages';
import { SERVER_MESSAGES } from '@focus-room/core/i18n/server-messages';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

// The catalog check: every language has exactly the English keys, every message parses and
// uses the English placeholders, every key is used somewhere in the code and every key the code names
// exists. Keys are `<namespace>.<key>` string literals in the source (see docs/decisions/039).

const here = import.meta.dirname;
const src = path.resolve(here, '..');
const localesDir = path.join(here, 'locales');

type Catalog = Record<string, string>;

/** language -> id -> message, ids prefixed with their namespace; also where each namespace lives. */
function readCatalogs() {
  const catalogs: Record<string, Catalog> = {};
  const namespaceFiles: Record<string, string[]> = {};
  for (const language of readdirSync(localesDir)) {
    catalogs[language] = {};
    for (const bundle of readdirSync(path.join(localesDir, language))) {
      for (const file of readdirSync(path.join(localesDir, language, bundle))) {
        const namespace = file.replace(/\.json$/, '');
        namespaceFiles[namespace] = [...(namespaceFiles[namespace] ?? []), `${language}/${bundle}/${file}`];
        const entries = JSON.parse(readFileSync(path.join(localesDir, language, bundle, file), 'utf8'));
        for (const [key, message] of Object.entries(entries as Catalog)) {
          catalogs[language]![`${namespace}.${key}`] = message;
        }
      }
    }
  }
  return { catalogs, namespaceFiles };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names of a message's arguments (placeholders, plural and select variables, element tags). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.matchAll(/<(\/?)(\w+)\/?>/g)) names.add(`<${tag[2]}>`);
  return [...names].sort();
}

const { catalogs, namespaceFiles } = readCatalogs();
const english = catalogs.en ?? {};
const namespaces = Object.keys(namespaceFiles);

describe('translation catalogs', () => {
  it('exist for every language the product speaks, in the same files', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
    for (const [namespace, files] of Object.entries(namespaceFiles)) {
      const placement = files.map((file) => file.replace(/^[^/]+\//, '')).sort();
      expect(placement, namespace).toEqual(LANGUAGES.map(() => placement[0]));
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      const keys = Object.keys(catalogs[language] ?? {});
      expect(
        keys.filter((key) => !(key in english)),
        'keys English does not have',
      ).toEqual([]);
      expect(
        Object.keys(english).filter((key) => !keys.includes(key)),
        'keys missing',
      ).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s: every message parses and uses the placeholders of the English one', (language) => {
    for (const [id, message] of Object.entries(catalogs[language] ?? {})) {
      expect(() => parse(message), `${language} ${id}`).not.toThrow();
      const source = english[id];
      if (source !== undefined)
        expect(argumentsOf(message), `${language} ${id}`).toEqual(argumentsOf(source));
      expect(message.trim(), `${language} ${id} is empty`).not.toBe('');
    }
  });

  it('has no key the code does not use, and the code names no key the catalogs lack', () => {
    const literal = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.add(match[1]!);
    }
    // The server's messages are looked up by the code an answer carries (i18n/server-messages.ts): the
    // codes of core's table are the keys in use (server-messages.test.ts checks the two agree).
    for (const code of Object.keys(SERVER_MESSAGES)) used.add(`server.${code}`);
    expect([...used].filter((id) => !(id in english)).sort(), 'used but missing').toEqual([]);
    expect(
      Object.keys(english)
        .filter((id) => !used.has(id))
        .sort(),
      'unused',
    ).toEqual([]);
  });
});
