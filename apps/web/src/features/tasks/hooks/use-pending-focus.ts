import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { focusIfUsable } from '../../../hooks/use-return-focus';

// A board change re-renders at once (optimistic), but a refetch may render once or twice more first.
const GIVE_UP_AFTER_MS = 2000;

type Pending = { selector: string; fallback: RefObject<HTMLElement | null> | undefined; since: number };

/**
 * Keeps keyboard focus where the user is across a board change that unmounts the focused control: a
 * toggled task moves between the ongoing and finished lists (a new row), a deleted row disappears. The
 * caller names the control to focus once it is rendered (a selector inside `container`); after every
 * render it is looked for, and `fallback` takes focus if it never shows up.
 */
export function usePendingFocus(container: RefObject<HTMLElement | null>) {
  const pending = useRef<Pending | null>(null);

  // A layout effect: focus moves in the same task as the render that drew the new row, so a key pressed
  // right after the change already reaches it (a passive effect may run a task later).
  useLayoutEffect(() => {
    const want = pending.current;
    if (!want) return;
    const element = want.selector ? container.current?.querySelector(want.selector) : null;
    if (focusIfUsable(element)) {
      pending.current = null;
      return;
    }
    if (!want.selector || Date.now() - want.since > GIVE_UP_AFTER_MS) {
      pending.current = null;
      focusIfUsable(want.fallback?.current);
    }
  });

  return useCallback((selector: string | null, fallback?: RefObject<HTMLElement | null>) => {
    pending.current = { selector: selector ?? '', fallback, since: Date.now() };
  }, []);
}

/** The selector of a control inside the row of `taskId`. */
export const inTaskRow = (taskId: string, control: string) =>
  `[data-task-id="${CSS.escape(taskId)}"] ${control}`;
