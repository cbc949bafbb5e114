import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageLabel, pageRange, pageSlice } from './pagination';

describe('pageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(25, 10)).toBe(3);
  });
});

describe('clampPage', () => {
  it('keeps the page within 1..totalPages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);
  it('returns the items of the page', () => {
    expect(pageSlice(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageSlice(items, 4, 10)).toEqual([]);
  });
});

describe('pageLabel and pageRange', () => {
  it('reads like the specification', () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
  });
  it('gives the range shown on a page', () => {
    expect(pageRange(1, 12, 40)).toEqual({ from: 1, to: 12 });
    expect(pageRange(4, 12, 40)).toEqual({ from: 37, to: 40 });
    expect(pageRange(1, 12, 0)).toBeNull();
    expect(pageRange(5, 12, 40)).toBeNull();
  });
});
