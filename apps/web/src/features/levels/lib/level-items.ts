import { MAX_LEVEL, nextLevelItem } from '@focus-room/core/levels/level-names';
import type { MessageId } from '@lingui/core';
import { translate } from '../../../i18n/i18n';

/**
 * The item each level unlocks, as the catalogs name it: index 0 = level 1. English is core's LEVEL_NAMES
 * word for word (checked by a test); other languages keep them short for the Level Progress card.
 */
const ITEM_IDS: readonly MessageId[] = [
  'levels.item1',
  'levels.item2',
  'levels.item3',
  'levels.item4',
  'levels.item5',
  'levels.item6',
  'levels.item7',
  'levels.item8',
  'levels.item9',
  'levels.item10',
  'levels.item11',
  'levels.item12',
  'levels.item13',
  'levels.item14',
  'levels.item15',
  'levels.item16',
  'levels.item17',
  'levels.item18',
  'levels.item19',
  'levels.item20',
  'levels.item21',
  'levels.item22',
  'levels.item23',
  'levels.item24',
  'levels.item25',
  'levels.item26',
  'levels.item27',
  'levels.item28',
  'levels.item29',
  'levels.item30',
  'levels.item31',
  'levels.item32',
  'levels.item33',
  'levels.item34',
  'levels.item35',
  'levels.item36',
  'levels.item37',
  'levels.item38',
  'levels.item39',
  'levels.item40',
  'levels.item41',
  'levels.item42',
  'levels.item43',
  'levels.item44',
  'levels.item45',
  'levels.item46',
  'levels.item47',
  'levels.item48',
  'levels.item49',
  'levels.item50',
];

/** The name of the item unlocked at `level` (1..MAX_LEVEL) in the active language. */
export function levelItemName(level: number): string {
  const id = ITEM_IDS[Math.min(MAX_LEVEL, Math.max(1, level)) - 1];
  return id === undefined ? '' : translate(id);
}

/** 'Next Level Unlocks: {item}': the item of level + 1, or null at (or beyond) the maximum level. */
export function nextLevelItemName(level: number): string | null {
  return nextLevelItem(level) === null ? null : levelItemName(level + 1);
}
