import type { GroupReport } from '@focus-room/core/api/groups';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { ReportsTab } from './reports-tab';

const LIST = 'GET /api/admin/group-reports';

const report = (overrides: Partial<GroupReport> = {}): GroupReport => ({
  id: 'r1',
  reason: 'spam',
  createdAt: '2026-11-20T09:30:00.000Z',
  reporter: { id: 'u1', username: 'ada' },
  group: { id: 'g1', name: 'Buy cheap essays' },
  reportedUser: { id: 'u2', username: 'ben' },
  ...overrides,
});

describe('the Reports tab', () => {
  it('names the reason as the reporter chose it, not by its code', async () => {
    mockApi({ [LIST]: () => json(200, { reports: [report({ reason: 'name' })] }) });
    render(<ReportsTab />, { wrapper: appWrapper() });
    const row = await screen.findByTestId('group-report');
    expect(within(row).getByText('Inappropriate name')).toBeTruthy();
    expect(within(row).queryByText('name')).toBeNull();
  });

  it('deletes a reported group only once the admin confirms, and leaves the page usable', async () => {
    let deleted = false;
    const api = mockApi({
      [LIST]: () => json(200, { reports: [report(deleted ? { group: null, reportedUser: null } : {})] }),
      'DELETE /api/admin/groups/g1': () => {
        deleted = true;
        return json(200, { done: true });
      },
    });
    render(<ReportsTab />, { wrapper: appWrapper() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Buy cheap essays?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/groups/g1',
    ]);
  });

  it("says why removing a member from all groups failed, in the app's Error modal", async () => {
    mockApi({
      [LIST]: () => json(200, { reports: [report()] }),
      'DELETE /api/admin/users/u2/groups': () => json(404, { message: 'User not found' }),
    });
    render(<ReportsTab />, { wrapper: appWrapper() });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ben from all groups' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove ben from all groups?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from all groups' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error.textContent).toContain('User not found');
  });
});
