import { describe, expect, it } from 'vitest';
import { formatDate, plural } from './format';

describe('plural', () => {
  it('uses the singular only for one', () => {
    expect(plural(0, 'visitor')).toBe('0 visitors');
    expect(plural(1, 'visitor')).toBe('1 visitor');
    expect(plural(2, 'review')).toBe('2 reviews');
  });
});

describe('formatDate', () => {
  it('shows a dash for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('—');
  });
});
