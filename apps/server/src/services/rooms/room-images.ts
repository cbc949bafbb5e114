import { createHash } from 'node:crypto';
import type { RoomImageTheme } from '@focus-room/core/api/levels';
import { renderRoomSvg } from '@focus-room/core/room/render-room-svg';

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
