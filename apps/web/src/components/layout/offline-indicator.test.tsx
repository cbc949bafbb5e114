import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n';
import { offlineMessage } from './offline-indicator';

// The offline note (docs/product-rules.md#installable-and-offline) promises only what is true.
describe('the offline note', () => {
  it('tells a signed-in user their focus will sync, a visitor only that the page keeps working', () => {
    expect(translate(offlineMessage(true, true))).toBe('Offline: your focus is saved and will sync');
    expect(translate(offlineMessage(false, true))).toBe('Offline: the timer and your tasks keep working');
    expect(translate(offlineMessage(false, true))).not.toMatch(/sync/);
  });

  it('claims nothing about reopening before the offline cache is ready', () => {
    for (const signedIn of [true, false])
      expect(translate(offlineMessage(signedIn, false))).toBe(
        "Offline: keep this page open. It can't be reopened without a network yet",
      );
  });
});
