import { ALERT_MESSAGE } from '@focus-room/core/timer/period-alerts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNotificationHandlers } from './notifications';

type Listener = (event: unknown) => void;
type FakeWindow = {
  url: string;
  focused: boolean;
  visibilityState: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};

/** A service worker global scope with just what the handlers touch, and events that record waitUntil. */
function fakeWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, Listener[]>();
  const showNotification = vi.fn(async (_title: string, _options: NotificationOptions) => {});
  const openWindow = vi.fn(async () => null);
  const sw = {
    location: { origin: 'https://focus.example' },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
  };
  installNotificationHandlers(sw as unknown as ServiceWorkerGlobalScope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    for (const listener of listeners.get(type) ?? []) {
      listener({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    }
    return pending;
  };
  const settle = async (type: string, event: Record<string, unknown>) => {
    await Promise.all(await dispatch(type, event));
  };
  return { sw, showNotification, openWindow, dispatch, settle };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });
const GROUP_ID = '4f0c2a9e-8d1b-4c3a-9e7f-0a1b2c3d4e5f';
const windowAt = (path: string, inFront = false): FakeWindow => {
  const client: FakeWindow = {
    url: `https://focus.example${path}`,
    focused: inFront,
    visibilityState: inFront ? 'visible' : 'hidden',
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
  };
  return client;
};

describe('installNotificationHandlers', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-15T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('shows the pushed period end, saying which period ended, leading to the timer', async () => {
    const worker = fakeWorker([windowAt('/home')]);
    await worker.settle('push', pushOf({ type: 'period-end', kind: 'shortBreak', url: '/home' }));
    expect(worker.showNotification).toHaveBeenCalledWith('Break over', {
      body: 'Your break has ended.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'focus-room-timer',
      renotify: true,
      data: { url: '/home' },
    });
  });

  it('shows nothing while a window of the app is in front of the user (the page plays the sound)', async () => {
    const worker = fakeWorker([windowAt('/home', true)]);
    await worker.settle('push', pushOf({ type: 'period-end', kind: 'focus', url: '/home' }));
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('still shows a notification for a push it cannot read, and never leads off the timer', async () => {
    const worker = fakeWorker();
    await worker.settle('push', { data: { json: () => JSON.parse('{') } });
    await vi.advanceTimersByTimeAsync(20_000);
    await worker.settle('push', pushOf({ kind: 'longBreak', url: 'https://evil.example/' }));
    expect(worker.showNotification.mock.calls.map(([title, options]) => [title, options.data])).toEqual([
      ['Focus period complete', { url: '/home' }],
      ['Long break over', { url: '/' }],
    ]);
  });

  it('shows one notification when the push and the page report the same end', async () => {
    const worker = fakeWorker();
    await worker.settle('push', pushOf({ kind: 'focus', url: '/home' }));
    await worker.settle('message', { data: { type: ALERT_MESSAGE.showNow, kind: 'focus', url: '/home' } });
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    // The next period's end is another alert.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await worker.settle('message', {
      data: { type: ALERT_MESSAGE.showNow, kind: 'shortBreak', url: '/home' },
    });
    expect(worker.showNotification).toHaveBeenCalledTimes(2);
  });

  it('alerts a visitor at each scheduled end while it runs, and not after a cancel', async () => {
    const worker = fakeWorker();
    const now = Date.now();
    const pending = await worker.dispatch('message', {
      data: {
        type: ALERT_MESSAGE.schedule,
        url: '/',
        ends: [
          { kind: 'focus', endsAt: now + 25 * 60_000 },
          { kind: 'shortBreak', endsAt: now + 30 * 60_000 },
        ],
      },
    });
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(25 * 60_000 - 1);
    expect(worker.showNotification).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Focus period complete',
      expect.objectContaining({ data: { url: '/' } }),
    );
    await worker.settle('message', { data: { type: ALERT_MESSAGE.cancel } });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
    // The worker is no longer kept alive for alerts.
    await expect(Promise.all(pending)).resolves.toBeDefined();
  });

  it('a new schedule replaces the old one (resume after a pause)', async () => {
    const worker = fakeWorker();
    const now = Date.now();
    const schedule = (endsAt: number) =>
      worker.dispatch('message', {
        data: { type: ALERT_MESSAGE.schedule, url: '/', ends: [{ kind: 'countdown', endsAt }] },
      });
    await schedule(now + 60_000);
    await schedule(now + 120_000);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(worker.showNotification).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(worker.showNotification).toHaveBeenCalledWith('Countdown finished', expect.anything());
  });

  it("ignores messages that are not alerts (the update toast's SKIP_WAITING, junk)", async () => {
    const worker = fakeWorker();
    for (const data of [{ type: 'SKIP_WAITING' }, null, 'x', { type: ALERT_MESSAGE.showNow, kind: 'nap' }]) {
      await worker.settle('message', { data });
    }
    expect(worker.showNotification).not.toHaveBeenCalled();
  });

  it('speaks the language the page told it, and remembers it for a push after a restart', async () => {
    const saved = new Map<string, string>();
    const caches = {
      open: async () => ({
        put: async (key: string, response: Response) => void saved.set(key, await response.text()),
        match: async (key: string) => (saved.has(key) ? new Response(saved.get(key)) : undefined),
      }),
    };
    const worker = fakeWorker();
    Object.assign(worker.sw, { caches });
    await worker.settle('message', { data: { type: 'focus-room:language', language: 'de' } });
    await worker.settle('push', pushOf({ kind: 'focus', url: '/home' }));
    expect(worker.showNotification.mock.calls[0]?.[0]).toBe('Fokus-Phase beendet');
    expect(worker.showNotification.mock.calls[0]?.[1].body).toBe('Zeit für eine Pause.');

    // A fresh worker (the browser stopped the idle one) reads the language back.
    const fresh = fakeWorker();
    Object.assign(fresh.sw, { caches });
    await fresh.settle('push', pushOf({ kind: 'longBreak', url: '/home' }));
    expect(fresh.showNotification.mock.calls[0]?.[0]).toBe('Lange Pause vorbei');
  });

  it("falls back to the browser's language, and ignores a language it does not speak", async () => {
    const worker = fakeWorker();
    Object.assign(worker.sw, { navigator: { languages: ['de-AT', 'en'] } });
    await worker.settle('message', { data: { type: 'focus-room:language', language: 'xx' } });
    await worker.settle('push', pushOf({ kind: 'shortBreak', url: '/home' }));
    expect(worker.showNotification.mock.calls[0]?.[0]).toBe('Pause vorbei');
  });

  describe('a member of a group who started focusing', () => {
    const push = {
      type: 'group-focus',
      groupId: GROUP_ID,
      member: 'Anna',
      group: 'Exam crew',
      title: 'Anna started focusing — join?',
      body: 'Exam crew',
      url: `/groups?id=${GROUP_ID}`,
    };

    it('says who started and where, leading to the group’s page', async () => {
      const worker = fakeWorker([windowAt('/home')]);
      await worker.settle('push', pushOf(push));
      expect(worker.showNotification).toHaveBeenCalledWith('Anna started focusing — join?', {
        body: 'Exam crew',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: `focus-room-group:${GROUP_ID}`,
        renotify: true,
        data: { url: `/groups?id=${GROUP_ID}` },
      });
    });

    it('speaks the page’s language, whatever the name holds', async () => {
      const worker = fakeWorker();
      await worker.settle('message', { data: { type: 'focus-room:language', language: 'de' } });
      await worker.settle('push', pushOf({ ...push, member: '$& {name}' }));
      expect(worker.showNotification.mock.calls[0]?.[0]).toBe('$& {name} fokussiert jetzt – mitmachen?');
    });

    it('shows nothing while a window of the app is in front of the user', async () => {
      const worker = fakeWorker([windowAt(`/groups?id=${GROUP_ID}`, true)]);
      await worker.settle('push', pushOf(push));
      expect(worker.showNotification).not.toHaveBeenCalled();
    });

    it('never leads off the app: a push naming another address is a plain alert to the timer', async () => {
      const worker = fakeWorker();
      await worker.settle('push', pushOf({ ...push, url: 'https://evil.example/groups' }));
      expect(worker.showNotification.mock.calls.map(([, options]) => options.data)).toEqual([{ url: '/' }]);
    });
  });

  describe('a click on the notification', () => {
    const click = (worker: ReturnType<typeof fakeWorker>, url: unknown) =>
      worker.settle('notificationclick', { notification: { close: vi.fn(), data: { url } } });

    it('focuses the window already on the timer', async () => {
      const other = windowAt('/profile');
      const timer = windowAt('/home');
      const worker = fakeWorker([other, timer]);
      await click(worker, '/home');
      expect(timer.focus).toHaveBeenCalled();
      expect(timer.navigate).not.toHaveBeenCalled();
      expect(worker.openWindow).not.toHaveBeenCalled();
    });

    it('brings another window of the app to the timer', async () => {
      const other = windowAt('/profile');
      const worker = fakeWorker([other]);
      await click(worker, '/home');
      expect(other.focus).toHaveBeenCalled();
      expect(other.navigate).toHaveBeenCalledWith('https://focus.example/home');
    });

    it('leads to the group’s page, in the window showing it or in another one', async () => {
      const groupPage = `/groups?id=${GROUP_ID}`;
      const there = windowAt(groupPage);
      const otherGroup = windowAt('/groups?id=00000000-0000-4000-8000-000000000000');
      const worker = fakeWorker([otherGroup, there]);
      await click(worker, groupPage);
      expect(there.focus).toHaveBeenCalled();
      expect(there.navigate).not.toHaveBeenCalled();
      const elsewhere = fakeWorker([otherGroup]);
      await click(elsewhere, groupPage);
      expect(otherGroup.navigate).toHaveBeenCalledWith(`https://focus.example${groupPage}`);
    });

    it('opens the app on the timer when no window is open, on / for an address that is not the timer', async () => {
      const worker = fakeWorker([]);
      await click(worker, '/home');
      await click(worker, 'https://evil.example/');
      expect(worker.openWindow.mock.calls).toEqual([
        ['https://focus.example/home'],
        ['https://focus.example/'],
      ]);
    });
  });
});
