import { ALERT_MESSAGE } from '@focus-room/core/timer/period-alerts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandler, json, mockApi } from '../../../test/api-mock';
import { appWrapper, storeSession, TEST_USER } from '../../../test/providers';
import { NotificationToggle } from './notification-toggle';

const ALERTS_LABEL = 'Notify me when a period ends';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) },
};

/** The browser's notification permission, answering `answer` when asked. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const FakeNotification = Object.assign(function FakeNotification() {}, {
    permission,
    requestPermission: vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    }),
  });
  vi.stubGlobal('Notification', FakeNotification);
  return FakeNotification;
}

/** A service worker with a push manager; `subscribe` fails when the browser or OS refuses push. */
function stubPush({ refuse = false } = {}) {
  let current: {
    endpoint: string;
    options: { applicationServerKey: ArrayBuffer };
    toJSON: () => unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      if (refuse) throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      current = {
        endpoint: SUBSCRIPTION.endpoint,
        options: { applicationServerKey: applicationServerKey.slice().buffer },
        toJSON: () => SUBSCRIPTION,
        unsubscribe,
      };
      return current;
    }),
  };
  const postMessage = vi.fn();
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }), controller: { postMessage } },
  });
  return { pushManager, unsubscribe, postMessage };
}

const session: Record<string, ApiHandler> = {
  'GET /api/auth/verify-session': () => json(200, { isValid: true, user: TEST_USER }),
};

function renderToggle(routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ ...session, ...routes });
  render(<NotificationToggle />, { wrapper: appWrapper() });
  const box = () => screen.getByRole('checkbox', { name: ALERTS_LABEL }) as HTMLInputElement;
  const state = () => screen.getByTestId('alerts-opt-in').dataset.state;
  return { api, box, state };
}

describe('NotificationToggle (alerts at a period end)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says so and cannot be switched on in a browser without notifications', () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    const { box } = renderToggle();
    expect(box().disabled).toBe(true);
    expect(screen.getByText('This browser does not support notifications.')).toBeTruthy();
  });

  it('shows a clear state when the browser or the system refuses the permission', async () => {
    stubNotifications('default', 'denied');
    const { box, state } = renderToggle();
    await act(async () => {
      fireEvent.click(box());
    });
    await waitFor(() => expect(state()).toBe('denied'));
    expect(box().disabled).toBe(true);
    expect(box().checked).toBe(false);
    expect(
      screen.getByText('Notifications are blocked for this site in your browser or system settings.'),
    ).toBeTruthy();
    expect(window.localStorage.getItem('focusRoom.notifications')).toBe('off');
  });

  it('turns local alerts on for a visitor, and suggests signing in for the screen off', async () => {
    stubNotifications('default', 'granted');
    const { pushManager } = stubPush();
    const { box, state, api } = renderToggle();
    await act(async () => {
      fireEvent.click(box());
    });
    await waitFor(() => expect(state()).toBe('local'));
    expect(box().checked).toBe(true);
    expect(
      screen.getByText('On while this browser runs. Sign in to be alerted with the screen off too.'),
    ).toBeTruthy();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.path.startsWith('/api/push'))).toEqual([]);
  });

  it('subscribes a signed-in user to push and hands the subscription to the server', async () => {
    storeSession();
    stubNotifications('default', 'granted');
    const { pushManager } = stubPush();
    const { box, state, api } = renderToggle({
      'GET /api/push/public-key': () => json(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => json(200, { subscribed: true }),
    });
    await act(async () => {
      fireEvent.click(box());
    });
    await waitFor(() => expect(state()).toBe('push'));
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    const key = pushManager.subscribe.mock.calls[0]?.[0].applicationServerKey;
    expect(key?.length).toBe(65);
    expect(api.calls.find((call) => call.path === '/api/push/subscriptions')?.body).toEqual(SUBSCRIPTION);
    expect(
      screen.getByText('On: you are alerted when a focus period or break ends, even with the screen off.'),
    ).toBeTruthy();
  });

  it('falls back to local alerts and says why when push is refused', async () => {
    storeSession();
    stubNotifications('granted');
    stubPush({ refuse: true });
    const { box, state } = renderToggle({
      'GET /api/push/public-key': () => json(200, { publicKey: PUBLIC_KEY }),
    });
    await act(async () => {
      fireEvent.click(box());
    });
    await waitFor(() => expect(state()).toBe('local'));
    expect(
      screen.getByText(
        'On while this browser runs: your browser or system turned down alerts with the screen off.',
      ),
    ).toBeTruthy();
  });

  it('switching off unsubscribes, tells the server to forget this browser and cancels what was scheduled', async () => {
    storeSession();
    stubNotifications('default', 'granted');
    const { unsubscribe, postMessage } = stubPush();
    const { box, state, api } = renderToggle({
      'GET /api/push/public-key': () => json(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => json(200, { subscribed: true }),
      'DELETE /api/push/subscriptions': () => json(200, { removed: true }),
      'DELETE /api/push/period-end': () => json(200, { cancelled: true }),
    });
    await act(async () => {
      fireEvent.click(box());
    });
    await waitFor(() => expect(state()).toBe('push'));
    await act(async () => {
      fireEvent.click(box());
    });
    await waitFor(() => expect(unsubscribe).toHaveBeenCalled());
    await waitFor(() =>
      expect(
        api.calls.find((call) => call.method === 'DELETE' && call.path === '/api/push/subscriptions')?.body,
      ).toEqual({
        endpoint: SUBSCRIPTION.endpoint,
      }),
    );
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/push/period-end')).toBe(
      true,
    );
    expect(postMessage).toHaveBeenCalledWith({ type: ALERT_MESSAGE.cancel });
    expect(state()).toBe('off');
    expect(window.localStorage.getItem('focusRoom.notifications')).toBe('off');
  });

  it('subscribes a signed-in user who opted in before (as a visitor) without asking again', async () => {
    storeSession();
    stubNotifications('granted');
    window.localStorage.setItem('focusRoom.notifications', 'on');
    const { pushManager } = stubPush();
    const { state, api } = renderToggle({
      'GET /api/push/public-key': () => json(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => json(200, { subscribed: true }),
    });
    await waitFor(() => expect(state()).toBe('push'));
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.path === '/api/push/subscriptions')).toHaveLength(1);
  });
});
