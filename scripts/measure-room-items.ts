/// <reference lib="dom" />
// Measures the room's drawings in a browser (getBBox): prints the bounding box of every level item (the
// table LEVEL_ITEM_BOUNDS in packages/core/src/collections/placement.ts) and fails when a collection
// item's drawing leaves the box the catalogue gives it. Run after changing room or collection art:
//   node --import tsx scripts/measure-room-items.ts
import { chromium } from '@playwright/test';
import { COLLECTION_ART } from '../packages/core/src/collections/art/render-collection-svg';
import { COLLECTION_ITEMS } from '../packages/core/src/collections/catalogue';
import { paletteFor } from '../packages/core/src/room/palette';
import { ROOM_ITEMS } from '../packages/core/src/room/room-items';

type Drawing = { key: string; svg: string };

const day = paletteFor('light');
const levels: Drawing[] = ROOM_ITEMS.filter((item) => item.level > 1).map((item) => ({
  key: String(item.level),
  svg: item.draw(day),
}));
const collections: Drawing[] = COLLECTION_ITEMS.map((def) => ({
  key: def.id,
  svg: COLLECTION_ART[def.id]?.(day) ?? '',
}));

const browser = await chromium.launch(process.env.CHROMIUM ? { executablePath: process.env.CHROMIUM } : {});
const page = await browser.newPage();
await page.setContent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" id="room"></svg>');
const measure = (drawings: Drawing[]) =>
  page.evaluate((list) => {
    const svg = document.getElementById('room') as unknown as SVGSVGElement;
    return list.map(({ key, svg: content }) => {
      svg.innerHTML = `<g>${content}</g>`;
      const box = (svg.firstChild as SVGGElement).getBBox();
      const x = Math.floor(box.x);
      const y = Math.floor(box.y);
      return { key, x, y, w: Math.ceil(box.x + box.width) - x, h: Math.ceil(box.y + box.height) - y };
    });
  }, drawings);

for (const { key, x, y, w, h } of await measure(levels))
  console.log(`  ${key}: { x: ${x}, y: ${y}, w: ${w}, h: ${h} },`);
let outside = 0;
for (const drawn of await measure(collections)) {
  const box = COLLECTION_ITEMS.find((def) => def.id === drawn.key)?.box;
  if (!box) continue;
  const inside =
    drawn.x >= box.x &&
    drawn.y >= box.y &&
    drawn.x + drawn.w <= box.x + box.w &&
    drawn.y + drawn.h <= box.y + box.h;
  if (!inside) {
    outside += 1;
    console.error(
      `${drawn.key} is drawn at ${JSON.stringify(drawn)}, outside its box ${JSON.stringify(box)}`,
    );
  }
}
await browser.close();
process.exitCode = outside === 0 ? 0 : 1;
