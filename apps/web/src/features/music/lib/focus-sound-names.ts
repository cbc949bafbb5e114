/** The offline focus sounds, in the order they are offered. Tiny on purpose: the page's chunk holds it. */
export const FOCUS_SOUNDS = ['brown', 'rain', 'cafe'] as const;
export type FocusSound = (typeof FOCUS_SOUNDS)[number];
