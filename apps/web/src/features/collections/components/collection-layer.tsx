import { renderCollectionSvg } from '@focus-room/core/collections/art/render-collection-svg';
import { useMemo } from 'react';
import { useTheme } from '../../../lib/theme';
import { svgDataUrl } from '../lib/svg-data-url';
import styles from './collection-layer.module.css';

/**
 * The collection items a user shows, drawn over the room picture in the current theme: a transparent
 * picture of the room's size, so each item lands in its place (docs/product-rules.md#collections). It is
 * decoration next to the room's own description, so it has no text of its own.
 */
export function CollectionLayer({ shownIds }: { shownIds: readonly string[] }) {
  const { theme } = useTheme();
  const key = shownIds.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids' contents.
  const src = useMemo(() => svgDataUrl(renderCollectionSvg(shownIds, theme)), [key, theme]);
  if (shownIds.length === 0) return null;
  return (
    <img
      className={styles.layer}
      src={src}
      alt=""
      aria-hidden="true"
      width={800}
      height={600}
      data-testid="collection-layer"
      data-items={key}
      data-theme={theme}
    />
  );
}
