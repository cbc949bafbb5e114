import { createHash } from 'node:crypto';
import { type RoomImages, type RoomImageTheme, roomImageUrl } from '@focus-room/core/api/levels';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { renderRoomSvg } from '@focus-room/core/room/render-room-svg';

/** The picture URLs of a level. Admins may have set a level outside 1..50; the picture is clamped. */
export function roomImagesFor(level: number): RoomImages {
  const shown = Math.min(Math.max(Math.trunc(level) || 1, 1), MAX_LEVEL);
  return { imageLight: roomImageUrl(shown, 'light'), imageDark: roomImageUrl(shown, 'dark') };
}

type RenderedRoom = { svg: string; etag: string };
// 100 small documents at most; rendering is pure, so each is composed once per process.
const rendered = new Map<string, RenderedRoom>();

export function renderedRoom(level: number, theme: RoomImageTheme): RenderedRoom {
  const key = `${level}-${theme}`;
  let room = rendered.get(key);
  if (!room) {
    const svg = renderRoomSvg(level, theme);
    room = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
    rendered.set(key, room);
  }
  return room;
}
