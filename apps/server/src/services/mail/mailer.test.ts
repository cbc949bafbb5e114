import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Mail, sendInBackground } from './mailer';

const mail: Mail = { to: 'ada@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'error' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}

describe('sendInBackground', () => {
  it('returns before the mail server has answered', async () => {
    let deliver = () => {};
    const sent: Mail[] = [];
    const mailer = {
      send: (m: Mail) =>
        new Promise<void>((resolve) => {
          deliver = () => {
            sent.push(m);
            resolve();
          };
        }),
    };
    const { log } = recordingLog();
    expect(sendInBackground({ mailer, log }, mail)).toBeUndefined();
    expect(sent).toEqual([]);
    deliver();
    expect(sent).toEqual([mail]);
  });

  it('only logs a failing delivery, naming the recipient', async () => {
    const { log, lines } = recordingLog();
    const mailer = { send: async () => Promise.reject(new Error('connection refused')) };
    sendInBackground({ mailer, log }, mail);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'sending mail failed', to: 'ada@example.com' });
    expect(JSON.stringify(lines[0])).toContain('connection refused');
  });
});
