import { roomImageUrl } from '@focus-room/core/api/levels-plain';
import { renderCollectionSvg } from '@focus-room/core/collections/art/render-collection-svg';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { saveFile } from '../../../lib/save-file';
import { svgDataUrl } from './svg-data-url';

/** The side of the shared picture: square, the size social networks show best. */
export const SHARE_IMAGE_SIZE = 1080;

export type ShareImageInput = {
  level: number;
  theme: 'light' | 'dark';
  shownIds: readonly string[];
  /** The texts on the picture, in the user's language. */
  title: string;
  levelLabel: string;
  /** The user name, only when the user chose to show it. */
  userName?: string | undefined;
};

const COLORS = {
  light: { background: '#f6efe4', card: '#fffaf3', text: '#4a3a31', muted: '#8c5733' },
  dark: { background: '#15142a', card: '#222142', text: '#efedf8', muted: '#c4b5fd' },
} as const;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src.slice(0, 60)}`));
    image.src = src;
  });
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws the user's room as a square PNG in the browser (docs/product-rules.md#share-my-room): the room
 * picture of the level (the same cached file /home shows), the collection items over it, the product's
 * name, the level and, if asked for, the user name. Nothing is sent to the server.
 */
export async function drawShareImage(input: ShareImageInput): Promise<Blob> {
  const size = SHARE_IMAGE_SIZE;
  const colors = COLORS[input.theme];
  const level = Math.min(Math.max(Math.trunc(input.level) || 1, 1), MAX_LEVEL);
  const [room, items] = await Promise.all([
    loadImage(roomImageUrl(level, input.theme)),
    loadImage(svgDataUrl(renderCollectionSvg(input.shownIds, input.theme))),
  ]);

  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, size, size);

  const roomWidth = 960;
  const roomHeight = 720;
  const roomX = (size - roomWidth) / 2;
  const roomY = 170;
  ctx.save();
  roundedRect(ctx, roomX, roomY, roomWidth, roomHeight, 36);
  ctx.clip();
  ctx.drawImage(room, roomX, roomY, roomWidth, roomHeight);
  ctx.drawImage(items, roomX, roomY, roomWidth, roomHeight);
  ctx.restore();

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = colors.text;
  ctx.font = '700 64px system-ui, -apple-system, "Segoe UI", sans-serif';
  ctx.fillText(input.title, size / 2, 92);
  ctx.fillStyle = colors.muted;
  ctx.font = '600 48px system-ui, -apple-system, "Segoe UI", sans-serif';
  const footer = input.userName ? `${input.levelLabel} · ${input.userName}` : input.levelLabel;
  ctx.fillText(footer, size / 2, 970, size - 120);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/** Whether this device shares files through the system's share sheet: phones and tablets that can. */
export function canShareFile(file: File): boolean {
  const touchFirst = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return touchFirst && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/** Hands the picture on: the share sheet on a phone, else a PNG download. Answers which happened. */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  text: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], text });
      return 'shared';
    } catch (error) {
      // The user closed the sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  saveFile({ blob, fileName });
  return 'downloaded';
}
