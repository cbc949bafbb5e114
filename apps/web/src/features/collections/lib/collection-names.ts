import type { CollectionId } from '@focus-room/core/collections/catalogue';
import type { AppMessageId } from '../../../i18n/message-ids';

// The catalog ids of the sets' and items' names, written out so the catalogs' test finds each in the code.

export const SET_NAME_IDS: Readonly<Record<CollectionId, AppMessageId>> = {
  'winter-lights': 'collections.set.winterLights',
  'spring-garden': 'collections.set.springGarden',
  'study-cafe': 'collections.set.studyCafe',
  'night-sky': 'collections.set.nightSky',
};

export const ITEM_NAME_IDS: Readonly<Record<string, AppMessageId>> = {
  'winter-fairy-lights': 'collections.item.winterFairyLights',
  'winter-snow-globe': 'collections.item.winterSnowGlobe',
  'winter-icicle-lights': 'collections.item.winterIcicleLights',
  'winter-snowflake-garland': 'collections.item.winterSnowflakeGarland',
  'winter-candle-lantern': 'collections.item.winterCandleLantern',
  'winter-star-lantern': 'collections.item.winterStarLantern',
  'spring-seedlings': 'collections.item.springSeedlings',
  'spring-flower-garland': 'collections.item.springFlowerGarland',
  'spring-tulips': 'collections.item.springTulips',
  'spring-pressed-flowers': 'collections.item.springPressedFlowers',
  'spring-watering-can': 'collections.item.springWateringCan',
  'spring-hanging-planter': 'collections.item.springHangingPlanter',
  'cafe-mug-shelf': 'collections.item.cafeMugShelf',
  'cafe-chalkboard': 'collections.item.cafeChalkboard',
  'cafe-coffee-sack': 'collections.item.cafeCoffeeSack',
  'cafe-mug-rack': 'collections.item.cafeMugRack',
  'cafe-wall-sconce': 'collections.item.cafeWallSconce',
  'cafe-neon-sign': 'collections.item.cafeNeonSign',
  'night-star-bunting': 'collections.item.nightStarBunting',
  'night-star-chain': 'collections.item.nightStarChain',
  'night-constellation': 'collections.item.nightConstellation',
  'night-planet-mobile': 'collections.item.nightPlanetMobile',
  'night-moon-light': 'collections.item.nightMoonLight',
  'night-telescope': 'collections.item.nightTelescope',
};
