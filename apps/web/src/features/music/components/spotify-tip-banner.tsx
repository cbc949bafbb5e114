import { Music, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import styles from './spotify-tip-banner.module.css';

const SPOTIFY_LOGIN_URL = 'https://accounts.spotify.com/login';

/**
 * The Spotify tip as a banner in the /home layout (docs/product-rules.md#music), so it is seen without
 * opening the collapsed music box. Dismissed for this page view only.
 */
export function SpotifyTipBanner() {
  const { data: config } = usePublicConfig();
  const [dismissed, setDismissed] = useState(false);
  const { t } = useT();
  // Drawn while the settings load (every deployment has a playlist unless one turns it off), so the
  // prerendered /home shell holds its place and nothing below it moves when the answer arrives.
  if (dismissed || (config && !config.spotifyPlaylistId)) return null;
  return (
    <aside className={styles.banner} aria-label={t('music.tipLabel')} data-testid="spotify-tip-banner">
      <Music size={18} aria-hidden="true" className={styles.icon} />
      <a className={styles.text} href={SPOTIFY_LOGIN_URL} target="_blank" rel="noopener noreferrer">
        {t('music.spotifyTip')}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => setDismissed(true)}
        aria-label={t('music.dismissSpotifyTip')}
        title={t('music.dismiss')}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </aside>
  );
}
