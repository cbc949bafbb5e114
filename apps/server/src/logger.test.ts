import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger';
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
