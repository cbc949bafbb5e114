import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/** The script as the pages carry it: minified (its comments are for us; the bytes are in every page). */
export async function themeInitScript(publicDir: string): Promise<string> {
  const source = await readFile(path.join(publicDir, 'theme-init.js'), 'utf8');
  const { code } = await minify('theme-init.js', source, { compress: true, mangle: true });
  if (/<\/script|<!--/i.test(code)) throw new Error('theme-init.js cannot be inlined as it is');
  return code;
}

/**
 * In the build, public/theme-init.js goes into index.html, and so into every prerendered page, as an inline
 * script instead of a request of its own. It blocks the first paint on purpose (the theme must be set before
 * it), and on a slow phone that request came in after the page's HTML, its font and the start of its
 * scripts. The server allows exactly the inline scripts of the built index.html by their hash in its CSP
 * (apps/server/src/plugins/inline-script-hashes.ts). The development server keeps the file.
 */
export function inlineThemeInit(): Plugin {
  let publicDir = '';
  return {
    name: 'focus-room:inline-theme-init',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async transformIndexHtml(html) {
      if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html has no ${THEME_INIT_TAG}`);
      return html.replace(THEME_INIT_TAG, `<script>${await themeInitScript(publicDir)}</script>`);
    },
  };
}
