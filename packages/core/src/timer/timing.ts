/** Timer timings (docs/product-rules.md#timer-limits-and-timings). */

/** "Auto transition between phases 1 s": applied both focus → break and break → next focus. */
export const AUTO_TRANSITION_MS = 1000;
/** The visibility handler is debounced by 100 ms. */
export const VISIBILITY_DEBOUNCE_MS = 100;
/** More than 30 s since the last tick triggers the sleep-recovery check. */
export const SLEEP_GAP_MS = 30_000;
