import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { testGroup } from '../test/group-fixtures';
import { GroupSettings } from './group-settings';

const group = (focusPush: boolean) => ({ group: testGroup({ focusPush }) });

describe('the settings on a group’s page', () => {
  it('turns the "started focusing" push on for this group, saying what it does', async () => {
    storeSession();
    const answer = deferred<void>();
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      'GET /api/presence/settings': () => json(200, { showActivity: true }),
      'PUT /api/groups/g1/focus-push': async () => {
        await answer.promise;
        return json(200, group(true));
      },
    });
    render(<GroupSettings group={group(false).group} />, { wrapper: appWrapper() });
    const push = screen.getByRole('checkbox', { name: 'Tell me when someone here starts focusing' });
    expect((push as HTMLInputElement).checked).toBe(false);
    expect(push.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(push.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'at most once an hour for this group',
    );
    fireEvent.click(push);
    await waitFor(() => expect(api.bodies('PUT /api/groups/g1/focus-push')).toEqual([{ focusPush: true }]));
    // The box shows the choice while it is saved, not the old answer.
    expect((push as HTMLInputElement).checked).toBe(true);
    answer.resolve();
    const activity = screen.getByRole('checkbox', { name: 'Show my activity to my groups' });
    await waitFor(() => expect((activity as HTMLInputElement).checked).toBe(true));
  });

  it('shows the saved choice again and says why when the change fails', async () => {
    storeSession();
    mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
      'GET /api/presence/settings': () => json(200, { showActivity: true }),
      'PUT /api/groups/g1/focus-push': () =>
        json(429, { message: 'Too many requests. Try again in a minute.' }),
    });
    render(<GroupSettings group={group(false).group} />, { wrapper: appWrapper() });
    const push = screen.getByRole('checkbox', { name: 'Tell me when someone here starts focusing' });
    fireEvent.click(push);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in a minute.');
    expect((push as HTMLInputElement).checked).toBe(false);
  });
});
