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
import { useDocumentTitle } from '../../lib/document-title';
import { HydrateInStage } from '../../lib/staged-hydration';
import dashboard from './dashboard.module.css';
import styles from './landing.module.css';

/** `/` for visitors: the guest experience (timer, tasks in this tab, the locked level card, music). */
export function LandingRoute() {
  const { t } = useT();
  useScrollToHash();
  useDocumentTitle(t('landing.title', { product: PRODUCT_NAME }));
  // Hydrated in stages, each a task of its own (lib/staged-hydration.tsx): the hero with the page, then
  // the timer, then the cards beside and below it, then the rest.
  return (
    <div className={styles.page}>
      <Hero />
      <div className={dashboard.grid}>
        <div className={dashboard.column}>
          <div id="timer" className={dashboard.anchor}>
            <HydrateInStage stage={1}>
              <TimerPanel />
            </HydrateInStage>
          </div>
          <div id="tasks" className={dashboard.anchor}>
            <HydrateInStage stage={2}>
              <GuestTaskManager />
            </HydrateInStage>
          </div>
        </div>
        <div className={dashboard.column}>
          <HydrateInStage stage={2}>
            <GuestLevelTeaser />
          </HydrateInStage>
          <HydrateInStage stage={2}>
            <FeedbackForm />
          </HydrateInStage>
        </div>
      </div>
      <HydrateInStage stage={3}>
        <AboutSection />
      </HydrateInStage>
      <HydrateInStage stage={3}>
        <PlaylistWidget />
      </HydrateInStage>
    </div>
  );
}
