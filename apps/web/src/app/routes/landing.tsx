import { PRODUCT_NAME } from '@focus-room/core/product';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { GuestTaskManager } from '../../features/guest-tasks/components/guest-task-manager';
import { AboutSection } from '../../features/landing/components/about-section';
import { Hero } from '../../features/landing/components/hero';
import { GuestLevelTeaser } from '../../features/levels/components/guest-level-teaser';
import { PlaylistWidget } from '../../features/music/components/playlist-widget';
import { TimerPanel } from '../../features/timer/components/timer-panel';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { useT } from '../../i18n/use-t';
import dashboard from './dashboard.module.css';
import styles from './landing.module.css';

/** `/` for visitors: the guest experience (timer, tasks in this tab, the locked level card, music). */
export function LandingRoute() {
  const { t } = useT();
  useScrollToHash();
  return (
    <div className={styles.page}>
      <title>{t('landing.title', { product: PRODUCT_NAME })}</title>
      <Hero />
      <div className={dashboard.grid}>
        <div className={dashboard.column}>
          <div id="timer" className={dashboard.anchor}>
            <TimerPanel />
          </div>
          <div id="tasks" className={dashboard.anchor}>
            <GuestTaskManager />
          </div>
        </div>
        <div className={dashboard.column}>
          <GuestLevelTeaser />
          <FeedbackForm />
        </div>
      </div>
      <AboutSection />
      <PlaylistWidget />
    </div>
  );
}
