import { useCollections } from '../api/get-collections';
import { shownItemIds } from '../lib/collections-state';
import { CollectionLayer } from './collection-layer';

/**
 * The /home room's collection items: read once the level widget knows the user has reached the maximum
 * level (the only users who can own any), in a chunk of its own, so the first load of /home stays as it is.
 */
export function HomeCollectionLayer() {
  const collections = useCollections();
  return <CollectionLayer shownIds={shownItemIds(collections.data)} />;
}
