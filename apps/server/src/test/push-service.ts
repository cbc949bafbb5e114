import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece has no types: decrypt(buffer, params) is all the tests need.
import ece from 'http_ece';
import { afterAll } from 'vitest';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A local stand-in for a browser's push service: web-push's request (VAPID-signed, aes128gcm-encrypted)
 * is posted to the subscription's endpoint, here http://127.0.0.1:<port>/push/<id> (the app must allow
 * loopback endpoints). Each subscriber holds a real P-256 key pair and auth secret, so its messages are
 * decrypted as a browser would. A subscriber's answer status can be set (404/410: the subscription expired).
 */
export async function startPushService() {
  const received: Received[] = [];
  const statusFor = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statusFor.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function subscriber() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16).toString('base64url');
    const path = `/push/${randomBytes(8).toString('hex')}`;
    const mine = () => received.filter((request) => request.path === path);
    return {
      subscription: {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
      },
      /** Every message delivered to this subscriber, decrypted and parsed. */
      messages: () =>
        mine().map((request) =>
          JSON.parse(
            ece
              .decrypt(request.body, { version: 'aes128gcm', privateKey: ecdh, authSecret })
              .toString('utf8'),
          ),
        ),
      requests: mine,
      answerWith: (status: number) => statusFor.set(path, status),
    };
  }

  return { port, received, subscriber };
}
