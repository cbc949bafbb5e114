import { Music, X } from 'lucide-react';
import { useState } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import styles from './spotify-tip-banner.module.css';

export const SPOTIFY_TIP = 'Login to Spotify to avoid song skipping';
const SPOTIFY_LOGIN_URL = 'https://accounts.spotify.com/login';

/**
 * The Spotify tip as a banner in the /home layout (docs/product-rules.md#music), so it is seen without
 * opening the collapsed music box. Dismissed for this page view only.
 */
export function SpotifyTipBanner() {
  const { data: config } = usePublicConfig();
  const [dismissed, setDismissed] = useState(false);
  // Drawn while the settings load (every deployment has a playlist unless one turns it off), so the
  // prerendered /home shell holds its place and nothing below it moves when the answer arrives.
  if (dismissed || (config && !config.spotifyPlaylistId)) return null;
  return (
    <aside className={styles.banner} aria-label="Music tip" data-testid="spotify-tip-banner">
      <Music size={18} aria-hidden="true" className={styles.icon} />
      <a className={styles.text} href={SPOTIFY_LOGIN_URL} target="_blank" rel="noopener noreferrer">
        {SPOTIFY_TIP}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => setDismissed(true)}
        aria-label="Dismiss Spotify tip"
        title="Dismiss"
      >
        <X size={16} aria-hidden="true" />
      </button>
    </aside>
  );
}
