import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownload } from './share-room-image';

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

function device(options: { coarse: boolean; canShare: boolean; share?: (data: ShareData) => Promise<void> }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: options.coarse && query === '(pointer: coarse)',
  }));
  Object.defineProperty(navigator, 'canShare', { value: () => options.canShare, configurable: true });
  const share = vi.fn(options.share ?? (async () => {}));
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

describe('shareOrDownload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
  });

  it('opens the share sheet with the PNG on a phone that can share files', async () => {
    const share = device({ coarse: true, canShare: true });
    expect(await shareOrDownload(png, 'room.png', 'My room')).toBe('shared');
    const data = share.mock.calls[0]?.[0] as { files: File[]; text: string };
    expect(data.text).toBe('My room');
    expect(data.files.map((file) => [file.name, file.type])).toEqual([['room.png', 'image/png']]);
  });

  it('treats a closed share sheet as no error', async () => {
    device({
      coarse: true,
      canShare: true,
      share: async () => {
        throw new DOMException('closed', 'AbortError');
      },
    });
    expect(await shareOrDownload(png, 'room.png', 'My room')).toBe('cancelled');
  });

  it('downloads the PNG elsewhere: a desktop, or a phone that cannot share files', async () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:room', revokeObjectURL: () => {} });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.getAttribute('href')}`);
    });
    for (const options of [
      { coarse: false, canShare: true },
      { coarse: true, canShare: false },
    ]) {
      const share = device(options);
      expect(await shareOrDownload(png, 'room.png', 'My room')).toBe('downloaded');
      expect(share).not.toHaveBeenCalled();
    }
    expect(clicks).toEqual(['room.png blob:room', 'room.png blob:room']);
    click.mockRestore();
  });
});
