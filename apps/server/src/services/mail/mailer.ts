import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Sends without waiting and only logs a failure: a slow or failing mail server must not hold up or fail
 * the answer, and the delivery time must not tell an observer whether an account exists.
 */
export function sendInBackground(ctx: { mailer: Mailer; log: FastifyBaseLogger }, mail: Mail) {
  ctx.mailer.send(mail).catch((err) => ctx.log.error({ err, to: mail.to }, 'sending mail failed'));
}

/**
 * SMTP when SMTP_URL is set (plain `smtp://host:port` works for local catchers: no TLS upgrade is
 * forced); otherwise every mail is written to the server log, code included, so a newcomer running
 * `npm start` can still register.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info(
          { to: mail.to, subject: mail.subject },
          `mail (SMTP_URL unset, not sent):\n${mail.text}`,
        );
      },
    };
  }
  const url = new URL(options.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ignoreTLS: url.protocol === 'smtp:' && !url.username,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
