/**
 * Push services the server posts to (docs/decisions/034-vapid-keys-and-push-endpoints.md). A subscription
 * names the URL the server will POST to, so an arbitrary URL would let anyone make the server call any
 * host (server-side request forgery). Only the browsers' push services are accepted: Chrome, Edge on
 * Android, Samsung Internet and Opera use FCM; Firefox Mozilla's autopush; Safari Apple's; Edge WNS.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const PUSH_SERVICE_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com', '.push.services.mozilla.com'];

/**
 * Whether the server may post to `endpoint`: https on a known push service's host, default port, no user
 * name or password in it. `allowLoopback` (PUSH_ALLOW_LOOPBACK, development and tests) also lets
 * http://127.0.0.1 through, where a local stand-in for the push service listens.
 */
export function isAcceptedPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return (
    PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}
