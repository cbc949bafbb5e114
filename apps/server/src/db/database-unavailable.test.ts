import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'database error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'pg_terminate_backend / immediate shutdown',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server still starting', pgError('57P03', 'the database system is starting up')],
    ['too many connections', pgError('53300')],
    ['a connection exception (class 08)', pgError('08006')],
    ['a lost connection without a code', new Error('Connection terminated unexpectedly')],
    ['a connect time-out', new Error('timeout exceeded when trying to connect')],
    ['a broken pooled client', new Error('Client has encountered a connection error and is not queryable')],
  ])('recognises %s, also wrapped by Drizzle', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a check violation', pgError('23514')],
    ['a syntax error', pgError('42601')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['not an error at all', 'Connection terminated'],
    ['nothing', undefined],
  ])('leaves %s alone', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error)
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(false);
  });
});
