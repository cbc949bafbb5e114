import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { batchedDestination, createLogger, LOG_BATCH_BYTES, LOG_FLUSH_MS, redactUrl } from './logger';
import { createTestApp } from './test/test-app';

/** A logger writing JSON lines into an array, as the server's logger writes them to stdout. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger('info', destination), lines };
}

describe('the request log', async () => {
  const { log, lines } = capturedLogger();
  const { app } = await createTestApp({ log });

  it('never shows a secret from a query string: token, otp, code, password', async () => {
    const secret = 'c2VjcmV0LXRva2VuLXZhbHVl';
    await app.inject({ method: 'GET', url: `/newsletter/confirm?token=${secret}` });
    await app.inject({
      method: 'GET',
      url: `/api/health?otp=123456&code=${secret}&newPassword=${secret}&page=2&Access_Token=${secret}`,
    });
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toEqual([
      '/newsletter/confirm?token=[REDACTED]',
      '/api/health?otp=[REDACTED]&code=[REDACTED]&newPassword=[REDACTED]&page=2&Access_Token=[REDACTED]',
    ]);
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain('123456');
  });

  it('leaves other addresses alone', () => {
    expect(redactUrl('/api/tasks')).toBe('/api/tasks');
    expect(redactUrl('/api/admin/users?page=2&search=ada')).toBe('/api/admin/users?page=2&search=ada');
    expect(redactUrl('/x?token=a&token=b')).toBe('/x?token=[REDACTED]');
  });
});

describe('the batched log stream', () => {
  const lineOf = (n: number) => `${JSON.stringify({ msg: `line ${n}`, pad: 'x'.repeat(90) })}\n`;

  it('holds lines until a batch is full or the flush timer fires, then writes them all', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'focus-room-log-'));
    const file = path.join(dir, 'server.log');
    const stream = batchedDestination(file);
    try {
      await new Promise((resolve) => stream.once('ready', resolve));
      for (let n = 0; n < 5; n++) stream.write(lineOf(n));
      // Time for an unbatched write to have landed (timeouts are not faked).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(readFileSync(file, 'utf8')).toBe('');
      const written = new Promise((resolve) => stream.once('write', resolve));
      vi.advanceTimersByTime(LOG_FLUSH_MS);
      await written;
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(5);

      // A full batch leaves without the timer.
      const batch = new Promise((resolve) => stream.once('write', resolve));
      let bytes = 0;
      for (let n = 5; bytes < LOG_BATCH_BYTES; n++) {
        const line = lineOf(n);
        bytes += line.length;
        stream.write(line);
      }
      await batch;
      expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(LOG_BATCH_BYTES);
    } finally {
      stream.flushSync();
      stream.end();
      vi.useRealTimers();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
