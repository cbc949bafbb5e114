import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer, smtpTransportOptions } from './mailer';
import { verificationMail } from './templates';

describe('mail over SMTP', () => {
  it('delivers a plain-text and HTML verification mail to a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Focus Room <no-reply@focusroom.app>',
      log: pino({ level: 'silent' }),
    });
    await mailer.send(verificationMail('ada@example.com', '042917'));

    expect(received).toHaveLength(1);
    const raw = received[0]!;
    expect(raw).toContain('To: ada@example.com');
    expect(raw).toContain('From: Focus Room <no-reply@focusroom.app>');
    expect(raw).toContain('Subject: 042917 is your Focus Room verification code');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
  });
});

// An address of this machine that is not loopback, so the server below counts as a remote relay.
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

describe('SMTP credentials never travel in clear', () => {
  it.skipIf(!networkAddress)(
    'does not log in to a remote server that offers no STARTTLS, and the send fails',
    async () => {
      const passwords: string[] = [];
      const server = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          passwords.push(String(auth.password));
          callback(null, { user: auth.username });
        },
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () => callback());
        },
      });
      await new Promise<void>((resolve) => server.listen(0, networkAddress, resolve));
      afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
      const { port } = server.server.address() as AddressInfo;
      const mailer = createMailer({
        smtpUrl: `smtp://ada:s3cret-pass@${networkAddress}:${port}`,
        from: 'Focus Room <no-reply@focusroom.app>',
        log: pino({ level: 'silent' }),
      });
      await expect(mailer.send(verificationMail('ada@example.com', '042917'))).rejects.toThrow();
      expect(passwords).toEqual([]);
    },
  );

  it.each([
    [
      'smtp with credentials to a remote host',
      'smtp://ada:p%40ss@mail.example.com',
      { secure: false, requireTLS: true, port: 587 },
    ],
    [
      'smtps with credentials',
      'smtps://ada:pass@mail.example.com',
      { secure: true, requireTLS: false, port: 465 },
    ],
    [
      'smtp with credentials to a relay on this machine',
      'smtp://ada:pass@localhost:25',
      { secure: false, requireTLS: false },
    ],
    [
      'smtp to 127.0.0.1 with credentials',
      'smtp://ada:pass@127.0.0.1:2525',
      { secure: false, requireTLS: false },
    ],
    [
      'smtp without credentials (a mail catcher)',
      'smtp://127.0.0.1:1025',
      { requireTLS: false, ignoreTLS: true, auth: undefined },
    ],
  ])('%s', (_label, url, expected) => {
    expect(smtpTransportOptions(url)).toMatchObject(expected);
  });

  it('decodes credentials and refuses a SMTP_URL that is not smtp:// or smtps:// at start-up', () => {
    expect(smtpTransportOptions('smtp://ada:p%40ss@mail.example.com').auth).toEqual({
      user: 'ada',
      pass: 'p@ss',
    });
    for (const bad of ['http://mail.example.com', 'mail.example.com:587', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL: bad, JWT_SECRET: 'x'.repeat(40) })).toThrow(
        'SMTP_URL must look like smtp://host:port or smtps://user:password@host:465',
      );
    }
  });
});
