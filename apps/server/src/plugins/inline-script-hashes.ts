import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// An inline script: a <script> tag without attributes (a src or a type would make it something else).
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built index.html, which every prerendered page
 * is made from (apps/web/build/inline-theme-init.ts puts public/theme-init.js there). Only these scripts
 * run inline: the policy has no 'unsafe-inline' and no nonce. None without a web build.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}
