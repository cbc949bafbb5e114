import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, onTestFinished } from 'vitest';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { type Config, loadConfig } from '../config';
import { afterAnswersSettled } from '../services/after-answer';
import type { Mail, Mailer } from '../services/mail/mailer';
import { openTestDatabase } from './test-database';

export type TestClock = { now: () => Date; advance: (ms: number) => void; set: (date: Date) => void };

export function createTestClock(start = new Date('2026-06-15T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

import type { App } from '../app';

export type TestAppOptions = {
  config?: Partial<Config>;
  clock?: TestClock;
  /** Extra routes for tests of the platform itself (error shapes, headers). */
  beforeReady?: (app: App) => void | Promise<void>;
  mailer?: Mailer;
  /** The app's logger; silent unless a test reads the log. */
  log?: AppContext['log'];
};

/** Keeps every mail the app sends, for tests to read codes from. */
export function createMailbox() {
  const mails: Mail[] = [];
  const sentTo = (to: string) => mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
  return {
    mails,
    async send(mail: Mail) {
      mails.push(mail);
    },
    /**
     * Runs `request`, waits for the mail it sends to `to` (codes for existing accounts go out after the
     * answer) and returns that mail's code.
     */
    async codeAfter(to: string, request: () => Promise<unknown>) {
      const before = sentTo(to);
      await request();
      for (let tries = 0; sentTo(to) === before; tries += 1) {
        if (tries === 500) throw new Error(`no mail to ${to} after the request`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return this.lastCode(to);
    },
    /** The 6-digit code of the newest mail to `to`. */
    lastCode(to: string) {
      const mail = mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
  };
}

/**
 * The real app on a fresh database, closed after the file's tests, or, made inside a test, when that test
 * ends (a hook added while a test runs is never called: its database and folder were left behind).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'focus-room-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      LOG_LEVEL: 'silent',
    }),
    webDist: path.join(dataDir, 'no-web-build'),
    // The job queue is driven by hand in tests (app.jobWorker.runDue) unless a test asks for polling.
    jobPollMs: 0,
    ...options.config,
  };
  const database = await openTestDatabase();
  const clock = options.clock ?? createTestClock(new Date());
  const mailbox = createMailbox();
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    now: clock.now,
    mailer: options.mailer ?? mailbox,
    log: options.log ?? pino({ level: 'silent' }),
  };
  const app = await buildApp({ ctx });
  await options.beforeReady?.(app);
  await app.ready();
  const close = async () => {
    await app.close();
    await afterAnswersSettled();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // onTestFinished refuses outside a running test: the app was made while the file's tests are collected.
  try {
    onTestFinished(close);
  } catch {
    afterAll(close);
  }
  return { app, ctx, clock, database, mailbox };
}
