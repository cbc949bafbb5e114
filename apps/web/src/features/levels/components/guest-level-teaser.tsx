import { roomImageUrl } from '@focus-room/core/api/levels-plain';
import { upgradeCost } from '@focus-room/core/levels/cost-table';
import { Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { MessageLink, Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
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
  const { t } = useT();
  return (
    <section
      className={[widgetStyles.widget, className].filter(Boolean).join(' ')}
      aria-label={t('levels.teaserLabel')}
      data-testid="guest-level-teaser"
    >
      <div className={widgetStyles.layout}>
        <div className={styles.pictureArea}>
          <RoomPicture
            blurred
            imageLight={roomImageUrl(1, 'light')}
            imageDark={roomImageUrl(1, 'dark')}
            alt={t('levels.teaserAlt')}
          />
          <div className={styles.lock}>
            <div className={styles.lockPanel}>
              <ButtonLink to="/login" className={styles.lockLink}>
                <Lock size={18} aria-hidden="true" />
                {t('levels.loginToUnlock')}
              </ButtonLink>
              <p className={styles.lockText}>
                <Trans id="levels.teaserText" components={{ 0: <MessageLink href="/register" /> }} />
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
