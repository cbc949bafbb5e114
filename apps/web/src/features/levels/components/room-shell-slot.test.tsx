import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import themeInit from '../../../../public/theme-init.js?raw';
import { RoomPicture } from './room-picture';

// The prerendered /home shell's picture and public/theme-init.js, which fills it before the app runs.
const SLOT = { pattern: '/api/rooms/v1/:level/:file', maxLevel: 50 };

function shell() {
  const { container } = render(<RoomPicture alt="Your room" shellSlot={SLOT} />);
  const slot = container.querySelector<HTMLImageElement>('img[data-room-slot]');
  if (!slot) throw new Error('no slot');
  return slot;
}

function signIn(user: object | string) {
  localStorage.setItem('token', 'a-token');
  const value = typeof user === 'string' ? user : encodeURIComponent(JSON.stringify(user));
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app writes.
  document.cookie = `user=${value}; Path=/`;
}

const runThemeInit = () => new Function(themeInit)();

describe('the /home shell room slot', () => {
  it('is an empty hidden picture until theme-init.js fills it', () => {
    const slot = shell();
    expect(slot.hidden).toBe(true);
    expect(slot.getAttribute('src')).toBeNull();
  });

  it("gets the remembered level's room in the stored theme", () => {
    localStorage.setItem('theme', 'dark');
    signIn({ _id: 'u1', username: 'ada', level: 7 });
    const slot = shell();
    runThemeInit();
    expect(slot.getAttribute('src')).toBe('/api/rooms/v1/7/dark.svg');
    expect(slot.hidden).toBe(false);
  });

  it('clamps a level outside the rooms, as the server does', () => {
    localStorage.setItem('theme', 'light');
    signIn({ level: 72 });
    const slot = shell();
    runThemeInit();
    expect(slot.getAttribute('src')).toBe('/api/rooms/v1/50/light.svg');
  });

  it('stays empty without a session, a level or a readable cookie', () => {
    const slot = shell();
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left without a token.
    document.cookie = `user=${encodeURIComponent(JSON.stringify({ level: 3 }))}; Path=/`;
    runThemeInit();
    expect(slot.getAttribute('src')).toBeNull();
    signIn({ username: 'no-level' });
    runThemeInit();
    expect(slot.getAttribute('src')).toBeNull();
    signIn('%7Bnot-json');
    runThemeInit();
    expect(slot.getAttribute('src')).toBeNull();
    expect(slot.hidden).toBe(true);
  });

  it('hides the picture again if it cannot be loaded', () => {
    signIn({ level: 2 });
    const slot = shell();
    runThemeInit();
    slot.dispatchEvent(new Event('error'));
    expect(slot.hidden).toBe(true);
  });
});
