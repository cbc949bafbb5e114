import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { syncedTimeZoneKey } from '../lib/synced-time-zone';
import { SETTINGS } from '../test/stats-fixtures';
import { useTimeZoneSync, zoneToSave } from './use-time-zone-sync';

const GET = 'GET /api/stats/settings';
const PUT = 'PUT /api/stats/settings';
const SYNCED = syncedTimeZoneKey(TEST_USER._id);

// The device's zone, as the browser would report it.
let device: string | null = null;
vi.mock('../lib/browser-time-zone', () => ({ browserTimeZone: () => device }));

function deviceZone(zone: string) {
  device = zone;
}

function setup(saved = SETTINGS) {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    [GET]: () => json(200, saved),
    [PUT]: (call) => json(200, { ...(call.body as object), timeZoneSaved: true }),
  });
  renderHook(() => useTimeZoneSync(TEST_USER._id), { wrapper: appWrapper() });
  return api;
}

afterEach(() => {
  device = null;
  window.localStorage.clear();
});

describe('zoneToSave', () => {
  it('saves the device zone when the account has none, or when the device moved since the last sync', () => {
    expect(zoneToSave({ ...SETTINGS, timeZoneSaved: false, timeZone: 'UTC' }, 'Asia/Tokyo', null)).toBe(
      'Asia/Tokyo',
    );
    expect(zoneToSave(SETTINGS, 'Asia/Tokyo', 'Europe/Berlin')).toBe('Asia/Tokyo');
    expect(zoneToSave(SETTINGS, 'Asia/Tokyo', null)).toBe('Asia/Tokyo');
  });

  it('keeps what is saved when the device has not moved (a zone chosen by hand stays) or cannot tell', () => {
    expect(zoneToSave(SETTINGS, 'Europe/Berlin', null)).toBeNull();
    expect(
      zoneToSave({ ...SETTINGS, timeZone: 'America/New_York' }, 'Europe/Berlin', 'Europe/Berlin'),
    ).toBeNull();
    expect(zoneToSave({ ...SETTINGS, timeZoneSaved: false }, null, null)).toBeNull();
  });
});

describe('useTimeZoneSync', () => {
  it("saves the browser's zone once for an account without one, keeping the other settings", async () => {
    deviceZone('Asia/Tokyo');
    const api = setup({ ...SETTINGS, timeZone: 'UTC', timeZoneSaved: false, goalValue: 120 });
    await waitFor(() => expect(api.count(PUT)).toBe(1));
    expect(api.bodies(PUT)[0]).toEqual({
      goalKind: 'minutes',
      goalValue: 120,
      dayStartHour: 4,
      timeZone: 'Asia/Tokyo',
    });
    await waitFor(() => expect(window.localStorage.getItem(SYNCED)).toBe('Asia/Tokyo'));
    expect(api.count(PUT)).toBe(1);
  });

  it('sends nothing when the saved zone is the device zone, and remembers it', async () => {
    deviceZone('Europe/Berlin');
    const api = setup();
    await waitFor(() => expect(window.localStorage.getItem(SYNCED)).toBe('Europe/Berlin'));
    expect(api.count(PUT)).toBe(0);
  });

  it('reads nothing when this browser already synced the device zone for this account', async () => {
    deviceZone('Europe/Berlin');
    window.localStorage.setItem(SYNCED, 'Europe/Berlin');
    const api = setup();
    // The session check is the one call this page view makes.
    await waitFor(() => expect(api.count('GET /api/auth/verify-session')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.count(GET)).toBe(0);
    expect(api.count(PUT)).toBe(0);
  });

  it('reads and saves again once the device moved, and remembers the zone per account', async () => {
    deviceZone('Asia/Tokyo');
    window.localStorage.setItem(SYNCED, 'Europe/Berlin');
    window.localStorage.setItem(syncedTimeZoneKey('someone-else'), 'Asia/Tokyo');
    const api = setup();
    await waitFor(() => expect(api.count(PUT)).toBe(1));
    expect(api.bodies(PUT)[0]).toMatchObject({ timeZone: 'Asia/Tokyo' });
    await waitFor(() => expect(window.localStorage.getItem(SYNCED)).toBe('Asia/Tokyo'));
  });

  it("keeps a zone chosen by hand when the account's key is missing but the browser's former one says it synced", async () => {
    deviceZone('Europe/Berlin');
    window.localStorage.setItem('focusRoom.statsTimeZone', 'Europe/Berlin');
    const api = setup({ ...SETTINGS, timeZone: 'America/New_York' });
    await waitFor(() => expect(window.localStorage.getItem(SYNCED)).toBe('Europe/Berlin'));
    expect(api.count(GET)).toBe(1);
    expect(api.count(PUT)).toBe(0);
  });
});
