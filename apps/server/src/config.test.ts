import { chmodSync, existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, configWarnings, loadConfig } from './config';

const base = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-123',
  DATA_DIR: '/tmp/focus-room-config-test',
};

describe('the operator settings (OPERATOR_NAME, OPERATOR_ADDRESS)', () => {
  it('are parsed once, blank as unset, with "\\n" in the address starting a new line', () => {
    expect(loadConfig(base).operator).toEqual({ name: null, address: null });
    expect(loadConfig({ ...base, OPERATOR_NAME: '', OPERATOR_ADDRESS: '' }).operator).toEqual({
      name: null,
      address: null,
    });
    const config = loadConfig({
      ...base,
      OPERATOR_NAME: ' Lea Beispiel ',
      OPERATOR_ADDRESS: 'Musterstraße 1\\n10115 Berlin\\nGermany',
    });
    expect(config.operator).toEqual({
      name: 'Lea Beispiel',
      address: 'Musterstraße 1\n10115 Berlin\nGermany',
    });
  });

  it('warn at start-up in production when either is missing, and only then', () => {
    expect(configWarnings(loadConfig(base))).toEqual([]);
    const production = { ...base, NODE_ENV: 'production' };
    expect(configWarnings(loadConfig(production))).toEqual([
      expect.stringMatching(/^OPERATOR_NAME and OPERATOR_ADDRESS are not set: .*imprint/),
    ]);
    expect(configWarnings(loadConfig({ ...production, OPERATOR_NAME: 'Lea Beispiel' }))).toEqual([
      expect.stringMatching(/^OPERATOR_ADDRESS is not set/),
    ]);
    expect(
      configWarnings(
        loadConfig({ ...production, OPERATOR_NAME: 'Lea Beispiel', OPERATOR_ADDRESS: 'Berlin' }),
      ),
    ).toEqual([]);
  });
});

describe('the VAPID keys of Web Push', () => {
  const fresh = () => mkdtempSync(path.join(os.tmpdir(), 'focus-room-vapid-'));

  it('are generated once into DATA_DIR, owner-only, and read back on the next start', () => {
    const dataDir = fresh();
    const first = loadConfig({ ...base, DATA_DIR: dataDir }).vapid;
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    chmodSync(path.join(dataDir, 'vapid-keys.json'), 0o644);
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).vapid).toEqual(first);
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(first.subject).toBe('mailto:support@focusroom.app');
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, and nothing is written', () => {
    const dataDir = fresh();
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      ...base,
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://focusroom.example/contact',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'https://focusroom.example/contact' });
    expect(existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(false);
  });

  it('refuse half a pair, a key that is not one, a subject that is neither mailto: nor https:', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/P-256 key pair/);
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('loopback push endpoints are refused in production', () => {
    expect(loadConfig({ ...base, PUSH_ALLOW_LOOPBACK: 'true' }).pushAllowLoopback).toBe(true);
    expect(loadConfig(base).pushAllowLoopback).toBe(false);
    expect(() => loadConfig({ ...base, PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(
      /PUSH_ALLOW_LOOPBACK/,
    );
  });
});
