import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { inlineScriptHashes } from './inline-script-hashes';

const THEME_SCRIPT = "(() => { document.documentElement.setAttribute('data-theme', 'dark'); })();\n";
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function webDistWith(html: string) {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'focus-room-inline-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  return dist;
}

const dist = webDistWith(
  `<!doctype html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/index.js"></script></head><div id="root"></div>`,
);

describe('inline scripts allowed by hash', async () => {
  it("hashes the built index.html's inline scripts, not its module scripts", () => {
    expect(inlineScriptHashes(dist)).toEqual([hashOf(THEME_SCRIPT)]);
    expect(inlineScriptHashes(path.join(dist, 'none'))).toEqual([]);
  });

  const { app } = await createTestApp({ config: { webDist: dist } });

  it('allows exactly those in the CSP, on pages and API answers alike', async () => {
    for (const url of ['/', '/home', '/api/health']) {
      const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim(), url).toBe(
        `script-src 'self' https://accounts.google.com/gsi/client ${hashOf(THEME_SCRIPT)}`,
      );
    }
  });

  it('allows no other inline script', async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain(hashOf("alert('injected')"));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
