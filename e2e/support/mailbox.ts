import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

// The folder start-test-server.mjs writes this run's mails to (one per E2E_PORT).
const mailbox = path.resolve(import.meta.dirname, `../.artifacts/mailbox-${process.env.E2E_PORT ?? '4310'}`);

type StoredMail = { to: string[]; raw: string };

// A mail being written right now is not whole JSON yet: it is left for the next poll.
function readMail(file: string): StoredMail[] {
  try {
    return [JSON.parse(readFileSync(path.join(mailbox, file), 'utf8')) as StoredMail];
  } catch {
    return [];
  }
}

function mailsTo(email: string) {
  if (!existsSync(mailbox)) return [];
  return readdirSync(mailbox)
    .sort()
    .flatMap(readMail)
    .filter((mail) => mail.to.includes(email.toLowerCase()));
}

/** The 6-digit code of the newest mail to `email` (waits for it to arrive), skipping codes in `seen`. */
export async function latestCode(email: string, seen: string[] = []) {
  let code = '';
  await expect
    .poll(() => {
      const mail = mailsTo(email).at(-1);
      code = mail?.raw.match(/Subject: (\d{6}) is your Focus Room/)?.[1] ?? '';
      return code && !seen.includes(code) ? code : '';
    })
    .not.toBe('');
  return code;
}

// Undoes quoted-printable, the transfer encoding of longer mail bodies: soft line breaks (`=` at a line's
// end) and `=3D` for '='. Only what a link can contain needs decoding.
const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/**
 * The first link in the body of the newest mail to `email` (waits for it to arrive), skipping links in
 * `seen`: the plain-text part comes first, and our mails put their one action link there.
 */
export async function latestLink(email: string, seen: string[] = []) {
  let link = '';
  await expect
    .poll(() => {
      const mail = mailsTo(email).at(-1);
      const body = mail?.raw.slice(mail.raw.indexOf('\r\n\r\n')) ?? '';
      // A sentence may end right after a link: its full stop is not part of it.
      link = (decodeQuotedPrintable(body).match(/https?:\/\/[^\s"'<>]+/)?.[0] ?? '').replace(
        /[.,;:!?]+$/,
        '',
      );
      return link && !seen.includes(link) ? link : '';
    })
    .not.toBe('');
  return link;
}

/**
 * Confirms a newsletter address other than the account's own (double opt-in) the way its owner would:
 * with the token of the newest link mailed to it.
 */
export async function confirmNewsletterLink(api: APIRequestContext, email: string) {
  const token = new URL(await latestLink(email)).searchParams.get('token');
  const res = await api.post('/api/newsletter/confirm', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
