import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The folder start-test-server.mjs writes this run's mails to (one per E2E_PORT).
const mailbox = path.resolve(import.meta.dirname, `../.artifacts/mailbox-${process.env.E2E_PORT ?? '4310'}`);

function mailsTo(email: string) {
  if (!existsSync(mailbox)) return [];
  return readdirSync(mailbox)
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(path.join(mailbox, file), 'utf8')) as { to: string[]; raw: string },
    )
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
