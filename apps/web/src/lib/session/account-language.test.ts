import type { PublicUser } from '@focus-room/core/api/auth';
import { describe, expect, it } from 'vitest';
import { getLanguage } from '../../i18n/i18n';
import { json, mockApi } from '../../test/api-mock';
import { TEST_USER } from '../../test/providers';
import { syncAccountLanguage } from './account-language';

const user = (language: string) => ({ ...TEST_USER, language }) as PublicUser;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('syncAccountLanguage', () => {
  it('a device without a choice of its own takes the account language', async () => {
    const api = mockApi({});
    syncAccountLanguage(user('de'));
    await expect.poll(getLanguage).toBe('de');
    expect(window.localStorage.getItem('language')).toBe('de');
    expect(api.calls).toEqual([]);
  });

  it("a device's own choice wins and is saved on the account", async () => {
    window.localStorage.setItem('language', 'en');
    const api = mockApi({ 'PUT /api/user/language': (call) => json(200, call.body) });
    syncAccountLanguage(user('de'));
    await settle();
    expect(getLanguage()).toBe('en');
    expect(api.bodies('PUT /api/user/language')).toEqual([{ language: 'en' }]);
  });

  it('does nothing when they agree, or the user has no language (an old cookie)', async () => {
    window.localStorage.setItem('language', 'en');
    const api = mockApi({});
    syncAccountLanguage(user('en'));
    syncAccountLanguage({ ...TEST_USER, language: undefined } as unknown as PublicUser);
    await settle();
    expect(api.calls).toEqual([]);
    expect(getLanguage()).toBe('en');
  });
});
