import { roomImagesFor } from '@focus-room/core/api/levels-plain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUserCookie } from '../../../lib/session/session-storage';
import { deferred, inTurn, json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { levelRetryDelay } from '../api/get-user-level';
import { rememberLastLevel } from '../lib/last-known-level';
import { LevelWidget } from './level-widget';

const LEVEL = 'GET /api/auth/user-level';

/** A browser whose session remembers level 7; the server's answer to the level read is held back. */
function setup(remembered: number) {
  const user = { ...TEST_USER, level: remembered };
  storeSession(user);
  const answer = deferred<Response>();
  mockApi({
    'GET /api/auth/verify-session': () => json(200, { isValid: true, user }),
    [LEVEL]: () => answer.promise,
    'GET /api/auth/can-level-upgrade': () =>
      json(200, { upgradeCost: 9, maxLevelUpgrades: 0, isMaxLevel: false }),
  });
  const Wrapper = appWrapper();
  render(
    <Wrapper>
      <LevelWidget />
    </Wrapper>,
  );
  return answer;
}

const roomSrc = () => screen.getByRole('img').getAttribute('src');

describe('LevelWidget: the room picture', () => {
  it("shows the remembered level's room before the level's answer, and the answer's room after it", async () => {
    const answer = setup(7);
    // Before the answer: the remembered level's picture, named for that level.
    expect(await screen.findByRole('img', { name: 'Your room at level 7' })).toBeTruthy();
    expect(roomSrc()).toBe(roomImagesFor(7).imageLight);
    // The server says 8 (an upgrade on another device): its room replaces the remembered one, and the
    // cookie now remembers 8 for the next load.
    answer.resolve(json(200, { level: 8, coins: 3, ...roomImagesFor(8) }));
    expect(await screen.findByRole('img', { name: 'Your room at level 8' })).toBeTruthy();
    expect(roomSrc()).toBe(roomImagesFor(8).imageLight);
    await waitFor(() => expect(readUserCookie()?.level).toBe(8));
  });

  // Reading document.cookie is a synchronous call to the browser (1-5 ms while a page starts): an answer
  // that says what the session already remembers does not read it again.
  it('leaves the cookie unread when the answer is the level the session remembers', async () => {
    const cookieReads = vi.spyOn(document, 'cookie', 'get');
    const answer = setup(7);
    await screen.findByRole('img', { name: 'Your room at level 7' });
    // The session read it once, to start with the remembered user.
    const readsBefore = cookieReads.mock.calls.length;
    try {
      answer.resolve(json(200, { level: 7, coins: 3, ...roomImagesFor(7) }));
      // The answer is drawn (the progress card's button), and its effects have run.
      await screen.findByRole('button', { name: /upgrade/i });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(cookieReads.mock.calls.length).toBe(readsBefore);
      expect(readUserCookie()?.level).toBe(7);
    } finally {
      cookieReads.mockRestore();
    }
  });

  it('clamps a remembered level outside 1..50 as the server clamps it', async () => {
    setup(99);
    await screen.findByRole('img', { name: 'Your room at level 99' });
    expect(roomSrc()).toBe('/api/rooms/v1/50/light.svg');
  });
});

describe('LevelWidget: offline', () => {
  it('shows the last known progress instead of a failure, and goes live again once back online', async () => {
    const user = { ...TEST_USER, level: 3 };
    storeSession(user);
    rememberLastLevel(user._id, { level: 3, coins: 4, ...roomImagesFor(3) });
    let reachable = false;
    mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user }),
      [LEVEL]: () =>
        reachable
          ? json(200, { level: 4, coins: 1, ...roomImagesFor(4) })
          : Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/auth/can-level-upgrade': () =>
        json(200, { upgradeCost: 3, maxLevelUpgrades: 0, isMaxLevel: false }),
    });
    const Wrapper = appWrapper();
    render(
      <Wrapper>
        <LevelWidget />
      </Wrapper>,
    );
    expect(await screen.findByTestId('level-last-known')).toBeTruthy();
    expect(screen.getByText('Level 3')).toBeTruthy();
    expect(screen.queryByText('Failed to load your progress. Please try again.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Upgrade' }) as HTMLButtonElement).disabled).toBe(true);

    reachable = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Level 4')).toBeTruthy();
    expect(screen.queryByTestId('level-last-known')).toBeNull();
  });
});

describe('LevelWidget: the server away while the network is up', () => {
  /** The last known level 3 on screen, the server answering 503 until `answers` says otherwise. */
  async function showLastKnown(...answers: (() => Response)[]) {
    const user = { ...TEST_USER, level: 3 };
    storeSession(user);
    rememberLastLevel(user._id, { level: 3, coins: 4, ...roomImagesFor(3) });
    const unavailable = () =>
      json(503, {
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'serviceUnavailable',
      });
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user }),
      [LEVEL]: inTurn(unavailable, ...answers),
      'GET /api/auth/can-level-upgrade': () =>
        json(200, { upgradeCost: 3, maxLevelUpgrades: 0, isMaxLevel: false }),
    });
    const Wrapper = appWrapper();
    render(
      <Wrapper>
        <LevelWidget />
      </Wrapper>,
    );
    expect(await screen.findByTestId('level-last-known')).toBeTruthy();
    expect(screen.getByText('Level 3')).toBeTruthy();
    return api;
  }

  it('reads again on Try again and shows the live progress', async () => {
    const api = await showLastKnown(() => json(200, { level: 4, coins: 1, ...roomImagesFor(4) }));
    expect(api.count(LEVEL)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Level 4')).toBeTruthy();
    expect(screen.queryByTestId('level-last-known')).toBeNull();
    expect(api.count(LEVEL)).toBe(2);
  });

  it('stays on the last known progress while Try again fails too', async () => {
    const failing = () => json(503, { message: 'Down', code: 'unknown' });
    const api = await showLastKnown(failing);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.count(LEVEL)).toBe(2));
    expect(screen.getByTestId('level-last-known')).toBeTruthy();
    expect(screen.getByText('Level 3')).toBeTruthy();
  });

  it('reads again by itself when the tab is shown again', async () => {
    await showLastKnown(() => json(200, { level: 4, coins: 1, ...roomImagesFor(4) }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Level 4')).toBeTruthy();
    expect(screen.queryByTestId('level-last-known')).toBeNull();
  });
});

describe('LevelWidget: reading again on a growing pause', () => {
  // Only the intervals are faked: TanStack Query's refetchInterval runs on setInterval.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('reads again 15 s after the failure, then 30 s after the next one', async () => {
    const user = { ...TEST_USER, level: 3 };
    storeSession(user);
    rememberLastLevel(user._id, { level: 3, coins: 4, ...roomImagesFor(3) });
    const down = () => json(503, { message: 'Down', code: 'unknown' });
    const api = mockApi({
      'GET /api/auth/verify-session': () => json(200, { isValid: true, user }),
      [LEVEL]: inTurn(down, down, () => json(200, { level: 4, coins: 1, ...roomImagesFor(4) })),
      'GET /api/auth/can-level-upgrade': () =>
        json(200, { upgradeCost: 3, maxLevelUpgrades: 0, isMaxLevel: false }),
    });
    const Wrapper = appWrapper();
    render(
      <Wrapper>
        <LevelWidget />
      </Wrapper>,
    );
    expect(await screen.findByTestId('level-last-known')).toBeTruthy();
    vi.advanceTimersByTime(14_000);
    expect(api.count(LEVEL)).toBe(1);
    vi.advanceTimersByTime(1_000);
    await waitFor(() => expect(api.count(LEVEL)).toBe(2));
    // The second failure waits 30 s: nothing at 15 s, the read at 30 s.
    await waitFor(() => expect(screen.getByTestId('level-last-known')).toBeTruthy());
    vi.advanceTimersByTime(15_000);
    expect(api.count(LEVEL)).toBe(2);
    vi.advanceTimersByTime(15_000);
    expect(await screen.findByText('Level 4')).toBeTruthy();
    expect(api.count(LEVEL)).toBe(3);
  });
});

describe('levelRetryDelay', () => {
  it('waits 15 s after the first failure, doubling, never more than 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(levelRetryDelay)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
  });
});
