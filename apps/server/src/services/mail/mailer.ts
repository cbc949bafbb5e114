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

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';

/**
 * nodemailer's transport for SMTP_URL. Credentials never cross the network in clear: `smtps://` is TLS
 * from the first byte, and `smtp://user:pass@host` must upgrade with STARTTLS before it logs in
 * (`requireTLS`: a server that does not offer it gets no password, and the send fails). Only a relay on
 * this machine (loopback) may take credentials without TLS. Plain `smtp://host:port` without credentials
 * (a local mail catcher) is sent as it is.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const hasCredentials = url.username !== '';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    requireTLS: !secure && hasCredentials && !isLoopback(url.hostname),
    ignoreTLS: !secure && !hasCredentials,
    auth: hasCredentials
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
  };
}

/**
 * SMTP when SMTP_URL is set (see smtpTransportOptions for when TLS is required); otherwise every mail is
 * written to the server log, code included, so a newcomer running `npm start` can still register.
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
  const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
