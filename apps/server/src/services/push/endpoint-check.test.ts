import { describe, expect, it } from 'vitest';
import { isAcceptedPushEndpoint } from './endpoint-check';

describe('isAcceptedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQy',
    'https://db5p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the browsers’ push service %s', (endpoint) => {
    expect(isAcceptedPushEndpoint(endpoint, false)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:444/fcm/send/abc',
    'https://user:pw@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilnotify.windows.com/x',
    'https://localhost/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'ftp://fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAcceptedPushEndpoint(endpoint, false)).toBe(false);
  });

  it('lets http://127.0.0.1 through only when loopback is allowed (development and tests)', () => {
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4000/push/x', false)).toBe(false);
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4000/push/x', true)).toBe(true);
    expect(isAcceptedPushEndpoint('http://localhost:4000/push/x', true)).toBe(false);
    expect(isAcceptedPushEndpoint('http://10.0.0.1:4000/push/x', true)).toBe(false);
  });
});
