/**
 * Whether an error means the database cannot be reached right now (server restarting, connections cut,
 * network gone) rather than that the request or the code is wrong. Such a request is answered 503 so
 * clients and load balancers retry later; node-postgres drops the broken connection and the pool opens new
 * ones when the database is back, so the server recovers without a restart.
 *
 * Drizzle wraps driver errors (DrizzleQueryError with the driver's error as `cause`), so the whole cause
 * chain is inspected.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // Socket errors of the connection to the database server.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown (also pg_terminate_backend), crash_shutdown, cannot_connect_now (starting
  // up or shutting down), too_many_connections. Class 08 (connection exceptions) is matched above.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

// node-postgres reports a lost or timed-out connection with plain messages and no code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
];
