import { useEffect, useReducer, useState } from 'react';
import { useWindowEvent } from '../hooks/use-window-event';
import { RECONNECT_PAUSE_MS, RECONNECT_TRIES } from './chunk-retry';

/**
 * A chunk loaded on demand (a dialog that is closed on the first screen), remembered once it is there.
 * Unlike React.lazy it never suspends: a component that is loaded renders at once, in the same render that
 * opens it, so a dialog opens exactly as before (focus, animation) with no Suspense fallback and no
 * reveal timer between the click and the dialog.
 */
export type DeferredModule<M> = {
  /** Starts loading (again after a failure); the same promise while it runs or once it is there. */
  load: () => Promise<M>;
  /** The module once loaded. */
  readonly current: M | undefined;
};

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return loaded;
    },
  };
}

/**
 * The module once `wanted` (a dialog's first opening) has asked for it: loaded then if an idle preload
 * has not brought it already, and the component renders again when it arrives. A load that fails (offline
 * before the service worker cached the app) is tried again when the browser is back online, and a second
 * apart while those tries fail as the network comes up, so the dialog opens then
 * (docs/product-rules.md#installable-and-offline).
 */
export function useDeferredModule<M>(module: DeferredModule<M>, wanted: boolean): M | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [attempt, tryAgain] = useReducer((count: number) => count + 1, 0);
  const [failed, setFailed] = useState(false);
  // Loads tried since the browser came back online.
  const [reconnectTries, setReconnectTries] = useState(0);
  const ready = module.current !== undefined;
  useWindowEvent('online', () => {
    if (!failed) return;
    setReconnectTries(1);
    tryAgain();
  });
  useEffect(() => {
    if (!failed || !navigator.onLine || reconnectTries === 0 || reconnectTries >= RECONNECT_TRIES) return;
    const timer = setTimeout(() => {
      setReconnectTries((tries) => tries + 1);
      tryAgain();
    }, RECONNECT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [failed, reconnectTries]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    setFailed(false);
    module.load().then(
      () => live && arrived(),
      (error: unknown) => {
        console.warn('Loading a part of the page failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted, ready, attempt]);
  return wanted ? module.current : undefined;
}
