import type { Box } from './placement-box';

/**
 * The collections that keep the room growing after level 50 (docs/product-rules.md#collections): four
 * themed sets of six items. Each item has a fixed place in the room (`box`, in the room picture's 800×600
 * coordinates) where nothing of the 50 level items is (placement.test.ts checks this) and a rung on the
 * price ladder (`step`, 0..5; prices.ts). Ids are stable: they are stored with a purchase and named in
 * the export. The English names serve the export and the admin figures; the web translates by id.
 */
export const COLLECTION_IDS = ['winter-lights', 'spring-garden', 'study-cafe', 'night-sky'] as const;
export type CollectionId = (typeof COLLECTION_IDS)[number];

export interface CollectionItemDef {
  readonly id: string;
  readonly collection: CollectionId;
  readonly name: string;
  /** Position in its set, cheapest first: the rung on the price ladder. */
  readonly step: number;
  readonly box: Box;
}

export const COLLECTION_NAMES: Readonly<Record<CollectionId, string>> = {
  'winter-lights': 'Winter lights',
  'spring-garden': 'Spring garden',
  'study-cafe': 'Study café corner',
  'night-sky': 'Night sky',
};

function item(collection: CollectionId, step: number, id: string, name: string, box: Box): CollectionItemDef {
  return { id, collection, name, step, box };
}

// The free places of the finished room: the wall band under the ceiling, the wall above the curtain rod,
// the narrow walls beside the curtains and the shelves, the window and its sill, the cabinet's top, and
// the floor between the furniture and the rug.
export const COLLECTION_ITEMS: readonly CollectionItemDef[] = [
  item('winter-lights', 0, 'winter-fairy-lights', 'Fairy lights', { x: 232, y: 32, w: 188, h: 30 }),
  item('winter-lights', 1, 'winter-snow-globe', 'Snow globe', { x: 92, y: 250, w: 32, h: 40 }),
  item('winter-lights', 2, 'winter-icicle-lights', 'Icicle lights', { x: 4, y: 84, w: 24, h: 104 }),
  item('winter-lights', 3, 'winter-snowflake-garland', 'Paper snowflakes', { x: 424, y: 32, w: 116, h: 34 }),
  item('winter-lights', 4, 'winter-candle-lantern', 'Candle lantern', { x: 130, y: 558, w: 78, h: 40 }),
  item('winter-lights', 5, 'winter-star-lantern', 'Star lantern', { x: 548, y: 32, w: 52, h: 104 }),

  item('spring-garden', 0, 'spring-seedlings', 'Seedlings', { x: 126, y: 252, w: 34, h: 37 }),
  item('spring-garden', 1, 'spring-flower-garland', 'Flower garland', { x: 76, y: 32, w: 72, h: 34 }),
  item('spring-garden', 2, 'spring-tulips', 'Tulips', { x: 224, y: 126, w: 70, h: 42 }),
  item('spring-garden', 3, 'spring-pressed-flowers', 'Pressed flowers', { x: 480, y: 66, w: 60, h: 56 }),
  item('spring-garden', 4, 'spring-watering-can', 'Watering can', { x: 286, y: 458, w: 54, h: 44 }),
  item('spring-garden', 5, 'spring-hanging-planter', 'Hanging planter', { x: 56, y: 92, w: 56, h: 84 }),

  item('study-cafe', 0, 'cafe-mug-shelf', 'Mug shelf', { x: 226, y: 296, w: 56, h: 42 }),
  item('study-cafe', 1, 'cafe-chalkboard', 'Chalkboard menu', { x: 232, y: 66, w: 58, h: 56 }),
  item('study-cafe', 2, 'cafe-coffee-sack', 'Coffee sack', { x: 228, y: 458, w: 54, h: 45 }),
  item('study-cafe', 3, 'cafe-mug-rack', 'Cup rack', { x: 517, y: 218, w: 27, h: 78 }),
  item('study-cafe', 4, 'cafe-wall-sconce', 'Wall sconce', { x: 514, y: 140, w: 30, h: 74 }),
  item('study-cafe', 5, 'cafe-neon-sign', 'Neon coffee sign', { x: 294, y: 66, w: 58, h: 56 }),

  item('night-sky', 0, 'night-star-bunting', 'Star bunting', { x: 152, y: 32, w: 72, h: 34 }),
  item('night-sky', 1, 'night-star-chain', 'Star chain', { x: 4, y: 194, w: 24, h: 112 }),
  item('night-sky', 2, 'night-constellation', 'Constellation chart', { x: 418, y: 66, w: 58, h: 56 }),
  item('night-sky', 3, 'night-planet-mobile', 'Planet mobile', { x: 356, y: 66, w: 58, h: 56 }),
  item('night-sky', 4, 'night-moon-light', 'Moon light', { x: 744, y: 30, w: 54, h: 76 }),
  item('night-sky', 5, 'night-telescope', 'Telescope', { x: 448, y: 458, w: 98, h: 42 }),
];

const BY_ID: ReadonlyMap<string, CollectionItemDef> = new Map(COLLECTION_ITEMS.map((def) => [def.id, def]));

/** The item with this id, or undefined for an id the catalogue does not know. */
export function collectionItem(id: string): CollectionItemDef | undefined {
  return BY_ID.get(id);
}

export function itemsOfCollection(collection: CollectionId): CollectionItemDef[] {
  return COLLECTION_ITEMS.filter((def) => def.collection === collection);
}
