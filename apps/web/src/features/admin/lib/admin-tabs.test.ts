import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18n';
import { ADMIN_TABS, parseAdminTab } from './admin-tabs';

describe('parseAdminTab', () => {
  it('opens the named tab', () => {
    for (const tab of ADMIN_TABS) expect(parseAdminTab(tab.value)).toBe(tab.value);
  });

  it('falls back to the Dashboard', () => {
    expect(parseAdminTab(null)).toBe('dashboard');
    expect(parseAdminTab('')).toBe('dashboard');
    expect(parseAdminTab('USERS')).toBe('dashboard');
    expect(parseAdminTab('settings')).toBe('dashboard');
  });

  it('lists the tabs of the specification in order', () => {
    expect(ADMIN_TABS.map((tab) => translate(tab.label))).toEqual([
      'Dashboard',
      'Users',
      'Analytics',
      'Newsletter Subscribers',
      'Reviews',
      'Reports',
    ]);
  });
});
