import { renderCollectionItemSvg } from '@focus-room/core/collections/art/render-collection-svg';
import { useMemo } from 'react';
import { useTheme } from '../../../lib/theme';
import { svgDataUrl } from '../lib/svg-data-url';
import styles from './collections-screen.module.css';

/** One item's picture on the collections screen, in the current theme; greyed while locked. */
export function ItemPicture({ itemId, locked }: { itemId: string; locked: boolean }) {
  const { theme } = useTheme();
  const svg = useMemo(() => renderCollectionItemSvg(itemId, theme), [itemId, theme]);
  if (!svg) return null;
  return (
    <img
      className={[styles.itemPicture, locked && styles.lockedPicture].filter(Boolean).join(' ')}
      src={svgDataUrl(svg)}
      alt=""
      width={72}
      height={72}
    />
  );
}
