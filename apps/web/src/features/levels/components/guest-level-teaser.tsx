import { roomImageUrl } from '@focus-room/core/api/levels';
import { upgradeCost } from '@focus-room/core/levels/cost-table';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import styles from './guest-level-teaser.module.css';
import { LevelProgressCard } from './level-progress-card';
import widgetStyles from './level-widget.module.css';
import { RoomPicture } from './room-picture';

type GuestLevelTeaserProps = { className?: string };

/**
 * The guest teaser (docs/product-rules.md#guest-level-teaser): the real level widget at level 1 with no
 * coins, blurred, under a 'Login to unlock' link. It is drawn by the same components as the signed-in widget
 * so the two can never drift apart; the room pictures are public, so no request needs a session.
 */
export function GuestLevelTeaser({ className }: GuestLevelTeaserProps) {
  return (
    <section
      className={[widgetStyles.widget, className].filter(Boolean).join(' ')}
      aria-label="Your room and level (locked)"
      data-testid="guest-level-teaser"
    >
      <div className={widgetStyles.layout}>
        <div className={styles.pictureArea}>
          <RoomPicture
            blurred
            imageLight={roomImageUrl(1, 'light')}
            imageDark={roomImageUrl(1, 'dark')}
            alt="An empty room: level 1, locked until you log in"
          />
          <div className={styles.lock}>
            <div className={styles.lockPanel}>
              <ButtonLink to="/login" className={styles.lockLink}>
                <Lock size={18} aria-hidden="true" />
                Login to unlock
              </ButtonLink>
              <p className={styles.lockText}>
                Earn coins while you focus and spend them on 50 levels for your room.{' '}
                <Link to="/register">Create a free account</Link>
              </p>
            </div>
          </div>
        </div>
        <div className={styles.lockedCard}>
          <LevelProgressCard level={1} coins={0} upgradeCost={upgradeCost(2)} isMaxLevel={false} />
        </div>
      </div>
    </section>
  );
}
