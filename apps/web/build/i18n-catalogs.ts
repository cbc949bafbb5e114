import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const LOADERS_ID = 'virtual:i18n-catalogs';
const BUNDLE_ID = 'virtual:i18n-catalog/';

/**
 * The translation catalogs as modules (docs/decisions/039-i18n-with-lingui.md). `virtual:i18n-catalogs`
 * exports a loader per language and bundle (the folders of src/i18n/locales/<language>/<bundle>/);
 * each loads `virtual:i18n-catalog/<language>/<bundle>`: every namespace file of that folder, ids
 * prefixed with the namespace, messages compiled to Lingui's form, so the browser never parses ICU. One
 * module per bundle makes one chunk per bundle without a chunking rule. Used by the app build, the
 * prerender build and the unit tests (vitest.config.ts).
 */
export function i18nCatalogs(): Plugin {
  let localesDir = '';
  return {
    name: 'focus-room:i18n-catalogs',
    configResolved(config) {
      localesDir = path.join(config.root, 'src/i18n/locales');
    },
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(BUNDLE_ID) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = readdirSync(localesDir).flatMap((language) =>
          readdirSync(path.join(localesDir, language)).map(
            (bundle) => `  '${language}/${bundle}': () => import('${BUNDLE_ID}${language}/${bundle}'),`,
          ),
        );
        return `export const catalogLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${BUNDLE_ID}`)) return null;
      const [language = '', bundle = ''] = id.slice(BUNDLE_ID.length + 1).split('/');
      const dir = path.join(localesDir, language, bundle);
      const messages: Record<string, unknown> = {};
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const full = path.join(dir, file);
        this.addWatchFile(full);
        const namespace = file.slice(0, -'.json'.length);
        const source = JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(source)) {
          messages[`${namespace}.${key}`] = compileMessage(message);
        }
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
    },
  };
}
