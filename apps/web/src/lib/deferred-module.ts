import { useEffect, useReducer } from 'react';

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
 * has not brought it already, and the component renders again when it arrives.
 */
export function useDeferredModule<M>(module: DeferredModule<M>, wanted: boolean): M | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = module.current !== undefined;
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    module.load().then(
      () => live && arrived(),
      (error: unknown) => console.error('Loading a part of the page failed', error),
    );
    return () => {
      live = false;
    };
  }, [module, wanted, ready]);
  return wanted ? module.current : undefined;
}
