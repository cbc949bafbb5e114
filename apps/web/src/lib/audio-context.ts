/**
 * A new AudioContext, or null where the browser has none (old Safari spells it webkitAudioContext). Small
 * on purpose: it is called synchronously inside a click handler, because Safari only lets a context start
 * during the user's gesture, while the code that makes the sounds loads later, in a lazy chunk.
 */
export function createAudioContext(): AudioContext | null {
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    // Too many contexts, or audio disabled by policy: the page works on without sound.
    return null;
  }
}
