import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToTheme, THEME_STORAGE_KEY } from './theme';

/** A stand-in for the OS colour scheme that the test can flip and that tells its listeners. */
function fakeSystemScheme(initial: 'dark' | 'light') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(scheme: 'dark' | 'light') {
      dark = scheme === 'dark';
      for (const listener of listeners) listener();
    },
    /** The OS changes while nobody listens yet (the page is still loading its bundle). */
    setSilently(scheme: 'dark' | 'light') {
      dark = scheme === 'dark';
    },
  };
}

const theme = () => document.documentElement.getAttribute('data-theme');

describe('subscribeToTheme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('follows the OS live while no theme is chosen', () => {
    const system = fakeSystemScheme('light');
    document.documentElement.setAttribute('data-theme', 'light');
    const stop = subscribeToTheme(() => {});
    system.set('dark');
    expect(theme()).toBe('dark');
    stop();
  });

  it('catches up with an OS change made before the app subscribed', () => {
    const system = fakeSystemScheme('light');
    document.documentElement.setAttribute('data-theme', 'light'); // what theme-init.js wrote
    system.setSilently('dark');
    const stop = subscribeToTheme(() => {});
    expect(theme()).toBe('dark');
    stop();
  });

  it('tells its listeners nothing when the OS agrees with the theme in force', async () => {
    fakeSystemScheme('light');
    document.documentElement.setAttribute('data-theme', 'light');
    const changes: string[] = [];
    const stop = subscribeToTheme(() => changes.push(theme() ?? ''));
    await new Promise((resolve) => setTimeout(resolve, 0)); // mutation records arrive as a microtask
    expect(changes).toEqual([]);
    stop();
  });

  it('leaves a chosen theme alone', () => {
    const system = fakeSystemScheme('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    document.documentElement.setAttribute('data-theme', 'light');
    system.setSilently('dark');
    const stop = subscribeToTheme(() => {});
    system.set('dark');
    expect(theme()).toBe('light');
    stop();
  });
});
