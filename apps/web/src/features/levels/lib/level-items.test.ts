import { LEVEL_NAMES, MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { levelItemName, nextLevelItemName } from './level-items';

describe('level item names', () => {
  it("are core's names word for word in English, level 1 to 50", () => {
    const names = Array.from({ length: MAX_LEVEL }, (_, i) => levelItemName(i + 1));
    expect(names).toEqual(LEVEL_NAMES);
  });

  it('are German when the language is, with none left empty', async () => {
    await activateLanguage('de');
    expect(levelItemName(2)).toBe('Bett');
    expect(nextLevelItemName(49)).toBe('Katze');
    expect(nextLevelItemName(MAX_LEVEL)).toBeNull();
    for (let level = 1; level <= MAX_LEVEL; level += 1) expect(levelItemName(level)).not.toBe('');
  });
});
