import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/**
 * Compiles the translation catalogs (src/i18n/locales/<language>/<bundle>/<namespace>.json, ICU messages)
 * at build time, so the browser gets Lingui's compiled form and never loads an ICU parser
 * (docs/decisions/039-i18n-with-lingui.md). The output is still JSON, so Vite's JSON handling makes the
 * module as for any other .json file. Without this plugin (the unit tests) the catalogs are compiled when
 * loaded, by the compiler src/test/setup.ts registers.
 */
export function i18nCatalogs(): Plugin {
  return {
    name: 'focus-room:i18n-catalogs',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      this.addWatchFile(file);
      const { readFile } = await import('node:fs/promises');
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      return JSON.stringify(compiled);
    },
  };
}
