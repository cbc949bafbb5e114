import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and RFC 4180 rows, quoting only where needed', () => {
    const csv = toCsv(
      [
        { a: 'plain', b: 3, c: null },
        { a: 'with, comma', b: -2, c: new Date('2026-01-02T03:04:05Z') },
        { a: 'say "hi"\nnext line', b: true, c: undefined },
      ],
      ['a', 'b', 'c'],
    );
    expect(csv).toBe(
      'a,b,c\r\nplain,3,\r\n"with, comma",-2,2026-01-02T03:04:05.000Z\r\n"say ""hi""\nnext line",true,\r\n',
    );
  });

  it('neutralises text a spreadsheet would run as a formula, but not numbers', () => {
    const csv = toCsv([{ a: '=1+1' }, { a: '+SUM(A1)' }, { a: '-2' }, { a: '@cmd' }, { a: -2 }], ['a']);
    expect(csv.split('\r\n').slice(1, 6)).toEqual(["'=1+1", "'+SUM(A1)", "'-2", "'@cmd", '-2']);
  });
});
