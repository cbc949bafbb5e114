import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES, idempotentWriteHeadersSchema, isIdempotencyKey } from './idempotency';

const keyChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-');

describe('the Idempotency-Key header', () => {
  it('accepts 1 to 64 letters, digits, "-" and "_", and a UUID', () => {
    fc.assert(
      fc.property(fc.array(keyChar, { minLength: 1, maxLength: 64 }), (chars) => {
        expect(isIdempotencyKey(chars.join(''))).toBe(true);
      }),
    );
    expect(isIdempotencyKey('0b7e4f1c-9a3d-4c2e-8f6a-1d2b3c4d5e6f')).toBe(true);
  });

  it('refuses anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        expect(isIdempotencyKey(value)).toBe(/^[A-Za-z0-9_-]{1,64}$/.test(value));
      }),
    );
    for (const value of ['', 'x'.repeat(65), 'a b', 'a\nb', 'ключ', 'a/b'])
      expect(isIdempotencyKey(value)).toBe(false);
  });

  it('is optional, keeps every other header and explains a malformed key', () => {
    expect(idempotentWriteHeadersSchema.parse({ authorization: 'Bearer x' })).toEqual({
      authorization: 'Bearer x',
    });
    const refused = idempotentWriteHeadersSchema.safeParse({ 'idempotency-key': ['a', 'b'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(IDEMPOTENCY_MESSAGES.malformed);
  });
});
