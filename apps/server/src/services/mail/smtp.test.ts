import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
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
