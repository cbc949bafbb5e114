import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    // Tokens and cookies never reach the log.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
}
