import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { reportPresence } from './report-presence';

// Whether anything imported the groups contract (and zod under it).
const contract = vi.hoisted(() => ({ loaded: false }));
vi.mock('@focus-room/core/api/groups', async (importOriginal) => {
  contract.loaded = true;
  return importOriginal();
});

describe('reportPresence', () => {
  it('sends the timer to the server without loading the groups contract for its answer', async () => {
    const api = mockApi({ 'PUT /api/presence/timer': () => json(200, { status: 'focusing' }) });
    await reportPresence({ phase: 'focus', endsInMs: 60_000 });
    expect(api.bodies('PUT /api/presence/timer')).toEqual([{ phase: 'focus', endsInMs: 60_000 }]);
    // Every signed-in page sends it as it opens; the app acts on nothing in the answer (decision 056).
    expect(contract.loaded).toBe(false);
  });
});
