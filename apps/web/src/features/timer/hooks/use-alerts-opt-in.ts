import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { cancelPeriodEnd } from '../api/cancel-period-end';
import { getPushPublicKey } from '../api/get-push-public-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import {
  notificationPermission,
  notificationsWanted,
  requestNotificationPermission,
  setNotificationsWanted,
} from '../lib/phase-notification';
import {
  hasPushSubscription,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from '../lib/push-subscription';
import { cancelWorkerAlerts } from '../lib/worker-alerts';

/**
 * Where the opt-in stands (docs/product-rules.md#alerts-at-a-period-end):
 * - `unsupported`: no notifications in this browser; `denied`: the browser or the OS blocks them;
 * - `off`; `working` while the browser is asked;
 * - `push`: signed in and subscribed, alerted even with the screen off;
 * - `local`: alerted while the browser runs (visitors, or push unavailable: `pushRefused` says the
 *   browser or the system turned push down, as opposed to having none).
 */
export type AlertsState = 'unsupported' | 'denied' | 'off' | 'working' | 'push' | 'local';

export function useAlertsOptIn() {
  const signedIn = useSession().status === 'signed-in';
  const [state, setState] = useState<AlertsState>(() => initialState());
  const [pushRefused, setPushRefused] = useState(false);

  // A signed-in user's opt-in is push if this browser holds a subscription (made on an earlier visit);
  // one who opted in as a visitor, or before push existed, is subscribed now: the permission is granted,
  // so the browser asks nothing.
  useEffect(() => {
    if (state !== 'local' || !signedIn || pushRefused) return;
    let live = true;
    void (async () => {
      if (await hasPushSubscription()) {
        if (live) setState('push');
        return;
      }
      if (!pushSupported()) return;
      const pushed = await enablePush();
      if (!live) return;
      if (pushed === 'ok') setState('push');
      else if (pushed === 'refused') setPushRefused(true);
    })();
    return () => {
      live = false;
    };
  }, [signedIn, state, pushRefused]);

  const enable = async () => {
    setState('working');
    const permission =
      notificationPermission() === 'granted' ? 'granted' : await requestNotificationPermission();
    if (permission !== 'granted') {
      setNotificationsWanted(false);
      setState(permission === 'unsupported' ? 'unsupported' : permission === 'denied' ? 'denied' : 'off');
      return;
    }
    setPushRefused(false);
    const pushed = signedIn ? await enablePush() : 'none';
    if (pushed === 'refused') setPushRefused(true);
    setNotificationsWanted(true);
    setState(pushed === 'ok' ? 'push' : 'local');
  };

  const disable = async () => {
    setNotificationsWanted(false);
    setState('off');
    cancelWorkerAlerts();
    if (!signedIn) return;
    await cancelPeriodEnd().catch(() => {});
    const endpoint = await unsubscribeFromPush();
    if (endpoint) await removePushSubscription(endpoint).catch(() => {});
  };

  return { state, pushRefused, signedIn, enable, disable };
}

function initialState(): AlertsState {
  const permission = notificationPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  return notificationsWanted() && permission === 'granted' ? 'local' : 'off';
}

/** Subscribes this browser and hands the subscription to the server. */
async function enablePush(): Promise<'ok' | 'refused' | 'none'> {
  try {
    const outcome = await subscribeToPush(await getPushPublicKey());
    if (!outcome.ok) return outcome.reason === 'refused' ? 'refused' : 'none';
    await savePushSubscription(outcome.subscription);
    return 'ok';
  } catch {
    // The server could not be reached or refused the subscription: local alerts still work.
    return 'none';
  }
}
