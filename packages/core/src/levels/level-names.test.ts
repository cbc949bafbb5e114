import { describe, expect, it } from 'vitest';
import { isValidLevel, LEVEL_NAMES, levelName, MAX_LEVEL, nextLevelItem } from './level-names';

describe('level names', () => {
  it('has one name per level, spelled as the spec spells them', () => {
    expect(MAX_LEVEL).toBe(50);
    expect(LEVEL_NAMES).toHaveLength(MAX_LEVEL);
    expect(levelName(1)).toBe('Starting Level');
    expect(levelName(3)).toBe('Side Table with a lamp');
    expect(levelName(17)).toBe('Stationary');
    expect(levelName(26)).toBe("Rubik's cube");
    expect(levelName(32)).toBe('Double floor layout');
    expect(levelName(13)).toBe('Coffee and Cookies');
    expect(levelName(48)).toBe('Coffee and Cookies');
    expect(levelName(24)).toBe('Additional books');
    expect(levelName(28)).toBe('Additional Books');
    expect(levelName(50)).toBe('Cat');
  });

  it('rejects levels outside 1..50', () => {
    for (const bad of [0, 51, -1, 1.5, Number.NaN]) {
      expect(() => levelName(bad)).toThrow(RangeError);
      expect(isValidLevel(bad)).toBe(false);
    }
  });

  it('names the next item, or null at and beyond max level', () => {
    expect(nextLevelItem(1)).toBe('Bed');
    expect(nextLevelItem(49)).toBe('Cat');
    expect(nextLevelItem(50)).toBeNull();
    expect(nextLevelItem(60)).toBeNull();
    expect(() => nextLevelItem(0)).toThrow(RangeError);
  });
});
