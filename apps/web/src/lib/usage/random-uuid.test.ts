import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes version 4 UUIDs from getRandomValues outside a secure context', () => {
    vi.stubGlobal('window', { isSecureContext: false });
    const ids = new Set(Array.from({ length: 200 }, randomUuid));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('uses crypto.randomUUID in a secure context', () => {
    vi.stubGlobal('window', { isSecureContext: true });
    expect(randomUuid()).toMatch(V4);
  });
});
