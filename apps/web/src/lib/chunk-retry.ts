// A chunk the page asked for at run time and could not fetch: offline before the service worker cached
// the app, or the server away (docs/product-rules.md#installable-and-offline). The lazy part keeps its
// failure (a part drawn again would otherwise ask at once, and fail, in a loop) until a retry clears it.

/** A chunk's loading failed; the error it failed with is `cause`. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

const failed = new Set<() => void>();

/** A lazy part that failed registers how to forget its failure, so its next draw fetches it anew. */
export function rememberFailedChunk(forget: () => void): void {
  failed.add(forget);
}

/** Forgets every failed chunk: the next draw of each part fetches it again. */
export function retryFailedChunks(): void {
  for (const forget of failed) forget();
  failed.clear();
}

/**
 * Tries after the browser says it is back online: a fetch made at that very moment can still fail while
 * the network comes up, so a failure then is tried again, a second apart, before the part gives up
 * (docs/product-rules.md#installable-and-offline).
 */
export const RECONNECT_TRIES = 5;
export const RECONNECT_PAUSE_MS = 1000;
