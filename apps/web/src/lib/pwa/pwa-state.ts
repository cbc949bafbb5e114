import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type PwaState = {
  /** Set while a new service worker waits: activates it and reloads the page. */
  applyUpdate: (() => void) | null;
  /** Set while the browser offers installation (`beforeinstallprompt` fired and was not used yet). */
  installPrompt: BeforeInstallPromptEvent | null;
};

let state: PwaState = { applyUpdate: null, installPrompt: null };
const listeners = new Set<() => void>();

/** What the service worker and the install offer told the page; plain module state, read with usePwaState. */
export function setPwaState(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState, getPwaState);
}

const getApplyUpdate = () => state.applyUpdate;

/**
 * The waiting update alone, for the page layout: it must not draw again when only the install offer
 * changes. Chromium makes that offer while a prerendered page may still be hydrating, and a layout drawn
 * again then makes React drop the page's markup for the loading state (a blank page and a layout shift).
 */
export function usePwaUpdate(): PwaState['applyUpdate'] {
  return useSyncExternalStore(subscribe, getApplyUpdate, getApplyUpdate);
}

/**
 * Keeps the browser's install offer for the 'Install app' menu entry. Called at start-up, before the first
 * render: Chromium fires `beforeinstallprompt` early and only once per page load.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our menu entry offers it instead of the browser's mini-infobar.
    event.preventDefault();
    setPwaState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installPrompt: null }));
}

/** Shows the browser's install dialog; the offer is spent either way (the browser makes a new one if it may). */
export async function promptInstall(): Promise<void> {
  const offer = state.installPrompt;
  if (!offer) return;
  setPwaState({ installPrompt: null });
  await offer.prompt();
  await offer.userChoice;
}
