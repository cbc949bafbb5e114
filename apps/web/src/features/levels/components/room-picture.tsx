import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useTheme } from '../../../lib/theme';
import { holdIdleWork, whenIdle } from '../../../lib/when-idle';
import styles from './room-picture.module.css';

type RoomPictureProps = {
  /** Unknown while the level is loading: the frame shows the loading text meanwhile. */
  imageLight?: string | undefined;
  imageDark?: string | undefined;
  alt: string;
  /** The guest teaser shows the room blurred behind its lock. */
  blurred?: boolean;
  className?: string;
  /**
   * While no picture is known: an empty picture for public/theme-init.js to fill in the prerendered /home
   * shell, with the room's URL pattern (`:level`, `:file`) and the highest level that has a room.
   */
  shellSlot?: { pattern: string; maxLevel: number } | undefined;
  /** Drawn over the picture, in the same frame (the collection items). */
  children?: ReactNode;
};

/**
 * The room picture of the current theme. Once it has loaded, the other theme's picture joins it in the
 * page at idle time (hidden), so the theme toggle swaps them without a loading flash; before that it would
 * be a second download and a second picture to decode while the page is still starting (a level-50 room
 * is 40 kB of SVG). The frame has the pictures' 4:3 ratio, so nothing below it moves while they load.
 */
export function RoomPicture({
  imageLight,
  imageDark,
  alt,
  blurred = false,
  className,
  shellSlot,
  children,
}: RoomPictureProps) {
  const { t } = useT();
  const { theme } = useTheme();
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const active = theme === 'dark' ? imageDark : imageLight;
  const mark = (set: typeof setLoaded, src: string) =>
    set((current) => (current.has(src) ? current : new Set(current).add(src)));

  const settled = active !== undefined && (loaded.has(active) || failed.has(active));
  // The room is the largest thing on the pages that show it, and it waits for the level's answer: the
  // chunks fetched at idle time wait for it in turn, instead of taking the connection it needs.
  useEffect(() => (settled ? undefined : holdIdleWork()), [settled]);
  const [bothWanted, setBothWanted] = useState(false);
  useEffect(
    () => (settled && !bothWanted ? whenIdle(() => setBothWanted(true)) : undefined),
    [settled, bothWanted],
  );

  // A picture once in the page stays, so a toggle never takes away one that has loaded.
  const inPage = (src: string) => bothWanted || src === active || loaded.has(src) || failed.has(src);
  const sources = [
    { src: imageLight, theme: 'light' },
    { src: imageDark, theme: 'dark' },
  ].filter((image): image is { src: string; theme: string } => Boolean(image.src) && inPage(image.src ?? ''));

  const status = settled ? 'ready' : 'loading';

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
            className={[styles.image, isActive && !failed.has(src) && styles.visible]
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
      {shellSlot && active === undefined ? (
        // The shell is painted long before the app runs on a slow phone: theme-init.js gives this picture
        // the room of the level the session remembers as soon as the page is parsed, so the page's largest
        // paint need not wait for the app. Hidden until then (an image without a source would show its
        // text). The app's first render replaces it with its own picture of the same room, from the cache.
        <img
          data-room-slot={shellSlot.pattern}
          data-room-max={shellSlot.maxLevel}
          alt={alt}
          width={800}
          height={600}
          className={[styles.image, styles.visible].join(' ')}
          hidden
        />
      ) : null}
      {settled && active && !failed.has(active) ? children : null}
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
