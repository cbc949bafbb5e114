import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useTheme } from '../../../lib/theme';
import styles from './room-picture.module.css';

type RoomPictureProps = {
  /** Unknown while the level is loading: the frame shows the loading text meanwhile. */
  imageLight?: string | undefined;
  imageDark?: string | undefined;
  alt: string;
  /** The guest teaser shows the room blurred behind its lock. */
  blurred?: boolean;
  className?: string;
};

/**
 * The room picture of the current theme. Both pictures are in the page (only one visible), so the
 * theme toggle swaps them without a loading flash; the frame has the pictures' 4:3 ratio, so nothing
 * below it moves while they load.
 */
export function RoomPicture({ imageLight, imageDark, alt, blurred = false, className }: RoomPictureProps) {
  const { t } = useT();
  const { theme } = useTheme();
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const active = theme === 'dark' ? imageDark : imageLight;
  const mark = (set: typeof setLoaded, src: string) =>
    set((current) => (current.has(src) ? current : new Set(current).add(src)));

  const sources = [
    { src: imageLight, theme: 'light' },
    { src: imageDark, theme: 'dark' },
  ].filter((image): image is { src: string; theme: string } => Boolean(image.src));

  const status = active === undefined || (!loaded.has(active) && !failed.has(active)) ? 'loading' : 'ready';

  return (
    <div
      className={[styles.frame, blurred && styles.blurred, className].filter(Boolean).join(' ')}
      aria-busy={status === 'loading'}
    >
      {sources.map(({ src, theme: imageTheme }) => {
        const isActive = src === active;
        return (
          <img
            key={imageTheme}
            src={src}
            alt={isActive ? alt : ''}
            aria-hidden={isActive ? undefined : true}
            width={800}
            height={600}
            decoding="async"
            className={[styles.image, isActive && loaded.has(src) && styles.visible]
              .filter(Boolean)
              .join(' ')}
            ref={(image) => {
              // A prerendered picture may have loaded before the page was hydrated, when no handler
              // listened: its state is read once the element is the app's.
              if (!image?.complete || !image.currentSrc) return;
              mark(image.naturalWidth > 0 ? setLoaded : setFailed, src);
            }}
            onLoad={() => mark(setLoaded, src)}
            onError={() => mark(setFailed, src)}
          />
        );
      })}
      {status === 'loading' ? (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('levels.roomLoading')}
        </p>
      ) : active && failed.has(active) ? (
        <p className={styles.status} role="status">
          {t('levels.roomFailed')}
        </p>
      ) : null}
    </div>
  );
}
