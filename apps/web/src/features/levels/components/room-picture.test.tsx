import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../lib/when-idle';
import { RoomPicture } from './room-picture';

const LIGHT = '/api/rooms/v1/1/light.svg';
const DARK = '/api/rooms/v1/1/dark.svg';

// A prerendered picture can finish loading before the app takes the page over: no load event comes after.
// The element's state is set here; happy-dom loads nothing.
function imagesInState({ complete, width }: { complete: boolean; width: number }) {
  const proto = HTMLImageElement.prototype;
  const saved = ['complete', 'naturalWidth', 'currentSrc'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  Object.defineProperty(proto, 'complete', { configurable: true, get: () => complete });
  Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'currentSrc', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
  });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}

describe('RoomPicture', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('shows a picture that had loaded before the app started, without waiting for a load event', () => {
    restore = imagesInState({ complete: true, width: 800 });
    render(<RoomPicture imageLight={LIGHT} imageDark={DARK} alt="Your room" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your room' }).className).toMatch(/visible/);
  });

  it('says the room could not load when that picture had failed before the app started', () => {
    restore = imagesInState({ complete: true, width: 0 });
    render(<RoomPicture imageLight={LIGHT} imageDark={DARK} alt="Your room" />);
    expect(screen.getByRole('status').textContent).not.toMatch(/Loading/);
  });

  it('waits for the load event of a picture still on its way', () => {
    restore = imagesInState({ complete: false, width: 0 });
    render(<RoomPicture imageLight={LIGHT} imageDark={DARK} alt="Your room" />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
  });

  it('leaves a picture on its way visible, for the browser to paint when it has it, and hides one that failed', () => {
    restore = imagesInState({ complete: false, width: 0 });
    render(<RoomPicture imageLight={LIGHT} imageDark={DARK} alt="Your room" />);
    // Not hidden until the app has handled its load event: on a busy phone that came a second late.
    expect(screen.getByRole('img', { name: 'Your room' }).className).toMatch(/visible/);
    fireEvent.error(screen.getByRole('img', { name: 'Your room' }));
    expect(screen.getByRole('img', { name: 'Your room' }).className).not.toMatch(/visible/);
    expect(screen.getByRole('status').textContent).not.toMatch(/Loading/);
  });

  it("holds back the page's idle-time work until the shown picture has loaded", async () => {
    restore = imagesInState({ complete: false, width: 0 });
    render(<RoomPicture imageLight={LIGHT} imageDark={DARK} alt="Your room" />);
    const idleWork = vi.fn();
    whenIdle(idleWork);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(idleWork).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img', { name: 'Your room' }));
    await vi.waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
  });

  it("adds the other theme's picture only once the shown one has loaded, at idle time", async () => {
    restore = imagesInState({ complete: false, width: 0 });
    const { container } = render(<RoomPicture imageLight={LIGHT} imageDark={DARK} alt="Your room" />);
    const sources = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources()).toEqual([LIGHT]);
    fireEvent.load(screen.getByRole('img', { name: 'Your room' }));
    expect(screen.queryByRole('status')).toBeNull();
    await vi.waitFor(() => expect(sources()).toEqual([LIGHT, DARK]));
    // Hidden from assistive technology: only the shown picture is named.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
