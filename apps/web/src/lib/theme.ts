import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'theme';
const darkQuery = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

export function getStoredTheme(): Theme | null {
  const stored = readStorage(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : null;
}

export function getSystemTheme(): Theme {
  return window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
}

/** The theme in force: public/theme-init.js has already written it to <html> before React started. */
export function getCurrentTheme(): Theme {
  const attribute = document.documentElement.getAttribute('data-theme');
  return isTheme(attribute) ? attribute : (getStoredTheme() ?? getSystemTheme());
}

export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  writeStorage(THEME_STORAGE_KEY, theme);
}

/** Calls `onChange` whenever the theme in force changes (a toggle anywhere, or the OS while none is chosen). */
export function subscribeToTheme(onChange: () => void): () => void {
  // Watching the attribute keeps every toggle (desktop bar, mobile menu) in step without a context.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  // Until the visitor picks a theme, follow the OS live (e.g. an automatic dark mode at sunset).
  const media = window.matchMedia?.(darkQuery);
  const followSystem = () => {
    // Only a real change: writing the same value still notifies every attribute observer above.
    const system = getSystemTheme();
    if (!getStoredTheme() && getCurrentTheme() !== system) {
      document.documentElement.setAttribute('data-theme', system);
    }
  };
  media?.addEventListener('change', followSystem);
  // The OS may have changed between theme-init.js and now (while the bundle loaded): catch up once.
  followSystem();
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', followSystem);
  };
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, getCurrentTheme, () => 'light' as Theme);
  const toggleTheme = useCallback(() => setTheme(getCurrentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
