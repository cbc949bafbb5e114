import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi } from '../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../test/providers';
import { useSession } from './session-context';

const VERIFY = 'GET /api/auth/verify-session';

function renderCountingConsumer() {
  const renders: (number | undefined)[] = [];
  function Consumer() {
    const { user } = useSession();
    renders.push(user?.coins);
    return <output aria-label="coins">{user?.coins}</output>;
  }
  render(<Consumer />, { wrapper: appWrapper() });
  return renders;
}

describe('the session check at load', () => {
  it('draws nothing again when the account is as the cookie remembered it', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ [VERIFY]: () => answer.promise });
    storeSession();
    const renders = renderCountingConsumer();
    await waitFor(() => expect(api.count(VERIFY)).toBe(1));
    const before = renders.length;
    await act(async () => answer.resolve(json(200, { isValid: true, user: { ...TEST_USER } })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(renders.length).toBe(before);
  });

  it('shows what changed on the account since the cookie was written', async () => {
    mockApi({ [VERIFY]: () => json(200, { isValid: true, user: { ...TEST_USER, coins: 42 } }) });
    storeSession();
    const renders = renderCountingConsumer();
    await waitFor(() => expect(screen.getByRole('status', { name: 'coins' }).textContent).toBe('42'));
    expect(renders[0]).toBe(0);
  });
});
