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
  /**
   * The service worker is active, so its install step has cached the app: the page opens again with no
   * network. Before that (a first visit) nothing may claim that it works offline.
   */
  offlineReady: boolean;
};

/** What the prerendered HTML was drawn with: no update waiting, no install offer, no offline cache known. */
const PRERENDERED: PwaState = { applyUpdate: null, installPrompt: null, offlineReady: false };
let state: PwaState = PRERENDERED;
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

// While React hydrates a prerendered page it reads the server snapshot, so that its first render matches
// the HTML even when the browser made its install offer before the app started; it draws the offer right
// after. Otherwise React reports a mismatch (#418) and draws the page from scratch.
const getPrerendered = () => PRERENDERED;

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState, getPrerendered);
}

const getApplyUpdate = () => state.applyUpdate;
const getOfflineReady = () => state.offlineReady;

/** Whether the offline cache is in place (the worker is active); false until the worker says so. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(subscribe, getOfflineReady, () => PRERENDERED.offlineReady);
}

/**
 * The waiting update alone, for the page layout: it must not draw again when only the install offer
 * changes. Chromium makes that offer while a prerendered page may still be hydrating, and a layout drawn
 * again then makes React drop the page's markup for the loading state (a blank page and a layout shift).
 */
export function usePwaUpdate(): PwaState['applyUpdate'] {
  return useSyncExternalStore(subscribe, getApplyUpdate, () => PRERENDERED.applyUpdate);
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
