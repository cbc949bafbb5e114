import { describe, expect, it } from 'vitest';
import { USER_EDIT_MESSAGES, validateUserEdit } from './user-edit';

describe('validateUserEdit', () => {
  it('accepts whole numbers in range and sends them as numbers', () => {
    expect(validateUserEdit({ coins: '0', level: '1' })).toEqual({
      ok: true,
      values: { coins: 0, level: 1 },
    });
    expect(validateUserEdit({ coins: ' 250 ', level: '50' })).toEqual({
      ok: true,
      values: { coins: 250, level: 50 },
    });
  });

  it('refuses a level outside 1–50', () => {
    for (const level of ['0', '51', '999', '-1']) {
      expect(validateUserEdit({ coins: '10', level })).toEqual({
        ok: false,
        errors: { level: USER_EDIT_MESSAGES.level },
      });
    }
  });

  it('refuses negative, fractional, blank or non-numeric coins', () => {
    for (const coins of ['-1', '1.5', '', 'abc', '1e3']) {
      expect(validateUserEdit({ coins, level: '3' })).toEqual({
        ok: false,
        errors: { coins: USER_EDIT_MESSAGES.coins },
      });
    }
  });

  it('refuses a fractional or blank level', () => {
    expect(validateUserEdit({ coins: '1', level: '2.5' })).toMatchObject({ ok: false });
    expect(validateUserEdit({ coins: '1', level: ' ' })).toMatchObject({ ok: false });
  });

  it('refuses more coins than the server keeps', () => {
    expect(validateUserEdit({ coins: '1000000001', level: '1' })).toEqual({
      ok: false,
      errors: { coins: USER_EDIT_MESSAGES.coinsTooMany },
    });
  });

  it('reports both fields at once', () => {
    expect(validateUserEdit({ coins: '-5', level: '60' })).toEqual({
      ok: false,
      errors: { coins: USER_EDIT_MESSAGES.coins, level: USER_EDIT_MESSAGES.level },
    });
  });
});
