import type { UpgradeResponse } from '@focus-room/core/api/levels';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { writeStorage } from '../../../lib/storage';
import { getLevelPreview } from '../api/get-user-level';

// Browser-local items (docs/product-rules.md#browser-storage): the next level's pictures, kept for the widget
// and the preview.
export const NEXT_LEVEL_LIGHT_KEY = 'nextLevelLight';
export const NEXT_LEVEL_DARK_KEY = 'nextLevelDark';

function warm(url: string) {
  // Room pictures are cached "immutable" by the server, so loading them once is enough.
  new Image().src = url;
}

/**
 * After an upgrade the next level's pictures are prefetched: this warms the cache with the new room (what the
 * page shows after Continue reloads it) and with the pictures of the level after that, so neither appears
 * with a loading text.
 */
export function prefetchRoomImages(result: UpgradeResponse) {
  warm(result.imageLight);
  warm(result.imageDark);
  if (result.newLevel >= MAX_LEVEL) return;
  getLevelPreview(result.newLevel + 1).then(
    ({ imageLight, imageDark }) => {
      writeStorage(NEXT_LEVEL_LIGHT_KEY, imageLight);
      writeStorage(NEXT_LEVEL_DARK_KEY, imageDark);
      warm(imageLight);
      warm(imageDark);
    },
    (error: unknown) => console.error('Failed to prefetch the next level images', error),
  );
}
