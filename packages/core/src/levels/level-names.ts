/** The highest workspace level. Levels run 1..MAX_LEVEL (docs/product-rules.md#level-costs). */
export const MAX_LEVEL = 50;

/**
 * The item each level unlocks, index 0 = level 1. Spelled exactly as the product names them, including
 * 'Stationary' and the repeated names: the UI shows these strings verbatim
 * (docs/product-rules.md#room-pictures).
 */
export const LEVEL_NAMES: readonly string[] = Object.freeze([
  'Starting Level',
  'Bed',
  'Side Table with a lamp',
  'Bookshelves',
  'Storage',
  'Rug',
  'Center table',
  'Books',
  'Computer Setup',
  'Boxes for storage',
  'Exercising Equipment',
  'Pictures on the wall',
  'Coffee and Cookies',
  'Clock',
  'Cactus Plant on the window',
  'Houseplant',
  'Stationary',
  'Slippers',
  'Dustbin',
  'Moon Lamp',
  'Jewellery Box',
  'Succulent House Pot',
  'Picture frame',
  'Additional books',
  'Laundry baskets',
  "Rubik's cube",
  'Candles',
  'Additional Books',
  'Globe',
  'Climber house plant',
  'Snake house plant',
  'Double floor layout',
  'Single couch',
  'Rectangle table',
  'Center Table',
  'Side table for the couch',
  'Aquarium',
  'More storage',
  'Hangers',
  'Carpet',
  'Pictures',
  'Large Houseplant',
  'Jacket',
  'Books and useful stuff',
  'Teddy Bear',
  'Side Table with book',
  'House plant near the window',
  'Coffee and Cookies',
  'Food Plate',
  'Cat',
]);

/** True for an integer level in 1..MAX_LEVEL. */
export function isValidLevel(level: number): boolean {
  return Number.isInteger(level) && level >= 1 && level <= MAX_LEVEL;
}

/** Name of the item unlocked at `level`; throws RangeError outside 1..MAX_LEVEL (a caller bug). */
export function levelName(level: number): string {
  const name = isValidLevel(level) ? LEVEL_NAMES[level - 1] : undefined;
  if (name === undefined) throw new RangeError(`level must be an integer in 1..${MAX_LEVEL}, got ${level}`);
  return name;
}

/**
 * What 'Next Level Unlocks: {item}' shows: the name of level + 1, or null once the user is at (or,
 * after an admin edit, beyond) the maximum level.
 */
export function nextLevelItem(level: number): string | null {
  if (!Number.isInteger(level) || level < 1) {
    throw new RangeError(`level must be a positive integer, got ${level}`);
  }
  return level >= MAX_LEVEL ? null : levelName(level + 1);
}
