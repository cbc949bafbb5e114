import { Music, X } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import { useSpotifyTip, useSpotifyTipBanner } from '../lib/spotify-tip';
import styles from './spotify-tip-banner.module.css';

const SPOTIFY_LOGIN_URL = 'https://accounts.spotify.com/login';

/**
 * The Spotify tip as a banner in the /home layout (docs/product-rules.md#music), so it is seen without
 * opening the collapsed music box, which then leaves it out. Dismissed for this page view only.
 */
export function SpotifyTipBanner() {
  const { data: config } = usePublicConfig();
  const { dismissed, dismiss } = useSpotifyTip();
  const { t } = useT();
  // Drawn while the settings load (every deployment has a playlist unless one turns it off), so the
  // prerendered /home shell holds its place and nothing below it moves when the answer arrives.
  const hidden = dismissed || (config && !config.spotifyPlaylistId);
  // While the banner shows, the music box does not repeat the tip.
  useSpotifyTipBanner(!hidden);
  if (hidden) return null;
  return (
    <aside className={styles.banner} aria-label={t('music.tipLabel')} data-testid="spotify-tip-banner">
      <Music size={18} aria-hidden="true" className={styles.icon} />
      <a className={styles.text} href={SPOTIFY_LOGIN_URL} target="_blank" rel="noopener noreferrer">
        {t('music.spotifyTip')}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        aria-label={t('music.dismissSpotifyTip')}
        title={t('music.dismiss')}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </aside>
  );
}
