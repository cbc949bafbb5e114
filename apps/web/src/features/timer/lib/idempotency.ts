/** The header the paying writes accept (decision 027): the same key from the same user is paid once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
