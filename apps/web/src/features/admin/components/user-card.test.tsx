import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { mockApi } from '../../../test/api-mock';
import { appWrapper } from '../../../test/providers';
import { UserCard } from './user-card';

const user: AdminUser = {
  _id: 'u7',
  username: 'grace',
  email: 'grace@example.com',
  role: 'user',
  isVerified: false,
  coins: 12_500,
  level: 3,
  createdAt: '2026-03-04T10:00:00.000Z',
  lastLoginAt: null,
};

describe('a user card in German', () => {
  it('names the account and its figures', async () => {
    await activateLanguage('de');
    render(<UserCard user={user} />, { wrapper: appWrapper() });
    expect(screen.getByText('Unbestätigt')).toBeTruthy();
    expect(screen.getByText('Nie')).toBeTruthy();
    expect(screen.getByTestId('user-coins').textContent).toBe('12.500');
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
  });

  it('refuses out-of-range values with German messages, limits in German digits', async () => {
    await activateLanguage('de');
    const api = mockApi({});
    render(<UserCard user={user} />, { wrapper: appWrapper() });
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    fireEvent.input(screen.getByLabelText('Münzen'), { target: { value: '2000000000' } });
    fireEvent.input(screen.getByLabelText('Level'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Höchstens 1.000.000.000 Münzen möglich')).toBeTruthy();
    expect(screen.getByText('Das Level muss eine ganze Zahl von 1 bis 50 sein')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'grace bearbeiten' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
