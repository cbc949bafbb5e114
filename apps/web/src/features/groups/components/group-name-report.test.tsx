import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { GroupNameReport } from './group-name-report';

function renderReport() {
  storeSession();
  const api = mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
    'GET /api/groups': () => json(200, { groups: [] }),
    'POST /api/reports': () => json(200, { message: 'Thanks. An admin will look at your report.' }),
  });
  render(<GroupNameReport groupId="g1" />, { wrapper: appWrapper() });
  return api;
}

describe("a report of the group's name", () => {
  it('opens focused on its reason, and Cancel gives the focus back to its button', async () => {
    const api = renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Report group name' }));
    const form = screen.getByRole('form', { name: 'Report group name' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('combobox')));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report group name' })),
    );
    expect(api.bodies('POST /api/reports')).toEqual([]);
  });

  it('sends the chosen reason and thanks in place of the form', async () => {
    const api = renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Report group name' }));
    const form = screen.getByRole('form', { name: 'Report group name' });
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thanks. An admin will look at your report.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.bodies('POST /api/reports')).toEqual([{ groupId: 'g1', reason: 'other' }]);
  });
});
