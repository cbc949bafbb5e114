import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { testGroup } from '../test/group-fixtures';
import { OwnerTools } from './owner-tools';

const group = (name: string, goalMinutes = 600) => ({
  group: testGroup({
    name,
    isOwner: true,
    ownerId: 'u1',
    week: { monday: '2026-03-02', minutes: 0, goalMinutes, reached: false },
  }),
});

function renderTools(routes: Parameters<typeof mockApi>[0]) {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    'GET /api/groups': () => json(200, { groups: [] }),
    ...routes,
  });
  render(<OwnerTools group={group('Library').group} />, { wrapper: appWrapper() });
  return api;
}

describe("the owner's tools on a group's page", () => {
  it('renames the group, and shows why a name is refused under the field', async () => {
    const api = renderTools({
      'PATCH /api/groups/g1': (call) =>
        (call.body as { name: string }).name.trim()
          ? json(200, group('Thesis club'))
          : json(400, { message: 'Please enter a group name', code: 'groupNameRequired' }),
    });
    const name = screen.getByLabelText('Group name');
    expect((name as HTMLInputElement).value).toBe('Library');
    fireEvent.input(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a group name')).toBeTruthy();

    fireEvent.input(name, { target: { value: 'Thesis club' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(api.bodies('PATCH /api/groups/g1')).toEqual([{ name: '   ' }, { name: 'Thesis club' }]),
    );
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
  });

  it('saves the weekly goal, and says so when it could not be saved', async () => {
    let online = false;
    const api = renderTools({
      'PATCH /api/groups/g1': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, group('Library', 900));
      },
    });
    const goal = screen.getByLabelText('Weekly goal (minutes)');
    fireEvent.input(goal, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('That did not work. Please try again.')).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save goal' }));
    await waitFor(() => expect(screen.queryByText('That did not work. Please try again.')).toBeNull());
    expect(api.bodies('PATCH /api/groups/g1')).toEqual([
      { weeklyGoalMinutes: 900 },
      { weeklyGoalMinutes: 900 },
    ]);
  });

  it('says why an invite link could not be made', async () => {
    renderTools({
      'POST /api/groups/g1/invites': () =>
        json(429, { message: 'Too many requests. Try again in a minute.' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in a minute.');
    expect(screen.queryByTestId('invite-link')).toBeNull();
  });
});
