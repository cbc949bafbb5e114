import { defs } from '../../room/paint';
import { paletteFor, type RoomTheme } from '../../room/palette';
import { ROOM_VIEWBOX } from '../../room/render-room-svg';
import { group, tag } from '../../room/svg';
import { placedItems } from '../placement';
import type { ItemArt } from './item-art';
import { NIGHT_SKY_ART } from './night-sky';
import { SPRING_GARDEN_ART } from './spring-garden';
import { STUDY_CAFE_ART } from './study-cafe';
import { WINTER_LIGHTS_ART } from './winter-lights';

/** Every collection item's drawing, by item id (art.test.ts checks one per catalogue item). */
export const COLLECTION_ART: Readonly<Record<string, ItemArt>> = {
  ...WINTER_LIGHTS_ART,
  ...SPRING_GARDEN_ART,
  ...STUDY_CAFE_ART,
  ...NIGHT_SKY_ART,
};

/**
 * The collection items a user shows, as a transparent SVG document of the room picture's size, laid over
 * the room picture (docs/decisions/071-collection-items-drawn-over-the-room.md): each item in its own
 * `<g data-collection-item>`, drawn in its place with the room's palette of `theme`. The web loads this
 * module lazily; the level pictures stay as they are.
 */
export function renderCollectionSvg(shownIds: Iterable<string>, theme: RoomTheme): string {
  const p = paletteFor(theme);
  const body = placedItems(shownIds)
    .map((def) => group(COLLECTION_ART[def.id]?.(p) ?? '', { 'data-collection-item': def.id }))
    .join('');
  const { width, height } = ROOM_VIEWBOX;
  return tag(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      'aria-hidden': 'true',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    defs(p) + body,
  );
}

/**
 * One item on its own, cut out of the room around its place, over the wall's colour: the picture of the
 * item on the collections screen, locked or not. Undefined for an id the catalogue does not know.
 */
export function renderCollectionItemSvg(itemId: string, theme: RoomTheme): string | undefined {
  const [def] = placedItems([itemId]);
  if (!def) return undefined;
  const p = paletteFor(theme);
  const pad = 6;
  const side = Math.max(def.box.w, def.box.h) + 2 * pad;
  const x = def.box.x + def.box.w / 2 - side / 2;
  const y = def.box.y + def.box.h / 2 - side / 2;
  return tag(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `${x} ${y} ${side} ${side}`,
      'aria-hidden': 'true',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    defs(p) +
      tag('rect', { x, y, width: side, height: side, fill: p.wall }) +
      (COLLECTION_ART[def.id]?.(p) ?? ''),
  );
}
