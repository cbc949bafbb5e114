// Renders the app icons (apps/web/icons/*.svg) to the PNGs the web app manifest names, in Chromium.
// Run once after changing a drawing: `node scripts/render-pwa-icons.mjs`; the PNGs are committed.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');
const icons = path.join(root, 'apps/web/icons');
const out = path.join(root, 'apps/web/public/icons');
const renders = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-192.png', 192],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
for (const [source, target, size] of renders) {
  const svg = readFileSync(path.join(icons, source), 'utf8');
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: path.join(out, target), omitBackground: true });
  console.log(`${target} (${size} px)`);
}
await browser.close();
