import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { base64UrlByteLength } from '@focus-room/core/api/push';
import webpush from 'web-push';
import { preparePrivateDir } from '../db/private-data-dir';

/** The server's application-server key pair for Web Push (RFC 8292), both base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

const FILE = 'vapid-keys.json';

/** A P-256 public key (65 bytes, uncompressed) and private key (32 bytes), as web-push expects them. */
export function isVapidKeyPair(keys: VapidKeys): boolean {
  return (
    base64UrlByteLength(keys.publicKey) === 65 &&
    keys.publicKey.startsWith('B') &&
    base64UrlByteLength(keys.privateKey) === 32
  );
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY a key pair is generated once and kept beside the data,
 * like the JWT secret, so browsers' subscriptions (bound to the public key) survive a restart. Owner-only;
 * an existing file left readable by others is tightened. Several instances must share the keys explicitly.
 */
export function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, FILE);
  preparePrivateDir(dataDir);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (!isVapidKeyPair(stored))
      throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
