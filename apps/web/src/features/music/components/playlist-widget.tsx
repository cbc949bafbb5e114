import { ChevronDown, Music, X } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import { readStorage, writeStorage } from '../../../lib/storage';
import { useFocusSound } from '../hooks/use-focus-sound';
import { useFooterClearance } from '../hooks/use-footer-clearance';
import { usePageLoaded } from '../hooks/use-page-loaded';
import { useSpotifyTip } from '../lib/spotify-tip';
import { FocusSounds } from './focus-sounds';
import styles from './playlist-widget.module.css';

// The box starts collapsed (a round button), so it never covers the level card or the timer on first
// view; once a user opens it, it stays open on later visits.
const OPEN_KEY = 'focusRoom.musicOpen';

export const playlistEmbedUrl = (playlistId: string) =>
  `https://open.spotify.com/embed/playlist/${encodeURIComponent(playlistId)}?utm_source=generator`;

/**
 * The floating focus-music box (docs/product-rules.md#music): the configured Spotify playlist in an embed,
 * and under it the offline focus sounds. The frame is only created once the page has loaded and the box was
 * opened, and then stays mounted, so collapsing it never stops the music; the focus sounds play on too.
 * The box shows without a playlist (the run-time config unread, offline), for the focus sounds.
 */
export function PlaylistWidget() {
  const { data: config } = usePublicConfig();
  const { t } = useT();
  const [expanded, setExpanded] = useState(() => readStorage(OPEN_KEY) === 'true');
  const [opened, setOpened] = useState(expanded);
  const tip = useSpotifyTip();
  const pageLoaded = usePageLoaded();
  const clearance = useFooterClearance();
  const sound = useFocusSound();
  const playlistId = config?.spotifyPlaylistId;

  const toggle = (open: boolean) => {
    setExpanded(open);
    writeStorage(OPEN_KEY, String(open));
    if (open) setOpened(true);
  };
  const style = { '--music-lift': `${clearance}px` } as CSSProperties;

  return (
    <aside
      className={styles.widget}
      style={style}
      aria-label={t('music.widgetLabel')}
      data-testid="playlist-widget"
    >
      <div id="focus-music-panel" className={styles.panel} data-hidden={!expanded || undefined}>
        <div className={styles.header}>
          <span className={styles.heading}>
            <Music size={16} aria-hidden="true" />
            {t('music.widgetLabel')}
          </span>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => toggle(false)}
            aria-label={t('music.hideWidget')}
            title={t('music.hide')}
          >
            <ChevronDown size={18} aria-hidden="true" />
          </button>
        </div>
        {tip.dismissed || tip.bannerShown || !playlistId ? null : (
          <p className={styles.tip}>
            <span>{t('music.spotifyTip')}</span>
            <button
              type="button"
              className={styles.iconButton}
              onClick={tip.dismiss}
              aria-label={t('music.dismissTip')}
              title={t('music.dismiss')}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </p>
        )}
        {playlistId ? (
          <div className={styles.frame}>
            {opened && pageLoaded ? (
              <iframe
                title={t('music.playlistTitle')}
                src={playlistEmbedUrl(playlistId)}
                loading="lazy"
                allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : null}
          </div>
        ) : null}
        <FocusSounds sound={sound} />
      </div>
      {expanded ? null : (
        <button
          type="button"
          className={styles.launcher}
          onClick={() => toggle(true)}
          aria-label={t('music.showWidget')}
          aria-expanded={false}
          aria-controls="focus-music-panel"
          title={sound.playing ? t('music.launcherPlaying') : t('music.widgetLabel')}
          data-playing={sound.playing ? true : undefined}
        >
          <Music size={22} aria-hidden="true" />
        </button>
      )}
    </aside>
  );
}
