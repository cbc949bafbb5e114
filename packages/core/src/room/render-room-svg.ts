import { isValidLevel, levelName, MAX_LEVEL } from '../levels/level-names';
import { defs } from './paint';
import { paletteFor, type RoomTheme } from './palette';
import { ROOM_ITEMS } from './room-items';
import { escapeXml, group, tag } from './svg';

export const ROOM_VIEWBOX = { width: 800, height: 600 } as const;

/**
 * The picture of a user's room at `level` (1..50) as a standalone SVG document: the items of levels
 * 1..level, each in its own `<g data-level data-item>`, painted back to front. Pure and deterministic,
 * so the server can cache the result forever under a URL keyed by level and theme. A level outside
 * 1..50 is a caller bug (callers clamp admin-set levels to MAX_LEVEL) and throws a RangeError.
 */
export function renderRoomSvg(level: number, theme: RoomTheme): string {
  if (!isValidLevel(level)) throw new RangeError(`level must be an integer in 1..${MAX_LEVEL}, got ${level}`);
  const p = paletteFor(theme);
  const items = ROOM_ITEMS.filter((item) => item.level <= level).sort(
    (a, b) => a.z - b.z || a.level - b.level,
  );
  const body = items
    .map((item) => group(item.draw(p), { 'data-level': item.level, 'data-item': levelName(item.level) }))
    .join('');
  const title = `Your room at level ${level}`;
  const { width, height } = ROOM_VIEWBOX;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    tag(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: `0 0 ${width} ${height}`,
        width,
        height,
        role: 'img',
        'aria-labelledby': 'fr-title',
        'data-theme': theme,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
      `<title id="fr-title">${escapeXml(title)}</title>${defs(p)}${body}`,
    )
  );
}
