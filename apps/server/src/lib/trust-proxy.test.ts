import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp } from '../test/test-app';

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.9';

/**
 * The app with TRUST_PROXY as an operator would set it, a route that shows the client address, and a
 * function asking that route.
 */
async function appTrusting(value: string) {
  const { trustProxy } = loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(40) });
  const { app } = await createTestApp({
    config: { trustProxy },
    beforeReady: (app) => {
      app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    },
  });
  const ipOf = (remoteAddress: string, forwardedFor?: string) =>
    app
      .inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
      .then((res) => res.json().ip as string);
  return { app, ipOf };
}

describe('TRUST_PROXY', async () => {
  const oneProxy = await appTrusting('1');
  const listedProxies = await appTrusting('10.0.0.0/8,127.0.0.1');
  const noProxy = await appTrusting('');

  it.each([
    ['true', /TRUST_PROXY=true would trust every hop, so any client could pick its own address/],
    ['yes', /TRUST_PROXY has "yes", which is not an address, CIDR range or hop count/],
    ['10.0.0.0/33', /TRUST_PROXY has "10.0.0.0\/33"/],
    ['1.5', /TRUST_PROXY has "1.5"/],
  ])('refuses %s at start-up with a clear message', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/1 behind one proxy/);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ', ['10.0.0.0/8', '::1']],
  ])('reads %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(40) }).trustProxy).toEqual(expected);
  });

  it('behind one proxy (1): the address the proxy saw counts, not what the client wrote', async () => {
    const { ipOf } = oneProxy;
    expect(await ipOf(PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipOf(PROXY, CLIENT)).toBe(CLIENT);
    expect(await ipOf(PROXY)).toBe(PROXY);
  });

  it('with proxy addresses: only a listed proxy is believed', async () => {
    const { ipOf } = listedProxies;
    expect(await ipOf(PROXY, `6.6.6.6, ${CLIENT}`)).toBe(CLIENT);
    // Two listed proxies in a row are both skipped.
    expect(await ipOf('127.0.0.1', `6.6.6.6, ${CLIENT}, 10.0.0.7`)).toBe(CLIENT);
    // A client that reaches the server directly cannot name another address.
    expect(await ipOf(CLIENT, '6.6.6.6')).toBe(CLIENT);
  });

  it('without it, X-Forwarded-For is ignored', async () => {
    const { ipOf } = noProxy;
    expect(await ipOf(CLIENT, '6.6.6.6')).toBe(CLIENT);
  });

  it('keeps the per-address login limit when a client rotates X-Forwarded-For behind one proxy', async () => {
    const { app } = oneProxy;
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${CLIENT}` },
        payload: { identifier: `nobody${i}@example.com`, password: 'Wrong123$' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
