import { PRODUCT_NAME } from '@focus-room/core/product';
import { lazy, Suspense } from 'react';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { AboutSection } from '../../features/landing/components/about-section';
import { LevelWidget } from '../../features/levels/components/level-widget';
import { PlaylistWidget } from '../../features/music/components/playlist-widget';
import { SpotifyTipBanner } from '../../features/music/components/spotify-tip-banner';
import { EstimatedCompletionBox } from '../../features/tasks/components/estimated-completion-box';
import { TaskManager } from '../../features/tasks/components/task-manager';
import { TimerPanel } from '../../features/timer/components/timer-panel';
import { useRenderStages } from '../../hooks/use-render-stages';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/session-context';
import { isNewAccount } from '../../lib/shared-storage-keys';
import styles from './dashboard.module.css';

// The statistics panel is a chunk of its own, loaded after the page's widgets (the /home JS budget).
const StatsPanel = lazy(() =>
  import('../../features/stats/components/stats-panel').then((m) => ({ default: m.StatsPanel })),
);

/** /home: the signed-in dashboard (docs/product-rules.md#route-table). */
// The dashboard is drawn in stages, each in a task of its own (hooks/use-render-stages.ts): first what the
// app shell shows (the greeting, the timer, the level card), then the task board, then the right column's
// cards, then what lies below the first screen. One render of it all was a task of over half a second on a
// throttled phone.
const BOARD = 1;
const CARDS = 2;
const BELOW = 3;

export function HomeRoute() {
  const stage = useRenderStages(BELOW);
  useScrollToHash(stage === BELOW);
  const { t } = useT();
  const { user } = useSession();
  // 'Welcome back' only to someone who has been here before: not right after verifying a new account.
  const returning = !isNewAccount(user?._id);
  // No user only in the prerendered app shell: the greeting waits for the name, on the same line.
  const name = user ? user.username || user.displayName : undefined;
  const greeting = !user
    ? t(returning ? 'common.greetingWelcomeBack' : 'common.greetingWelcome')
    : name
      ? t(returning ? 'common.greetingWelcomeBackName' : 'common.greetingWelcomeName', { name })
      : t(returning ? 'common.greetingWelcomeBackNoName' : 'common.greetingWelcomeNoName');
  // The prerendered app shell (no user yet) paints the frame, the timer card and the level card at their
  // final sizes; the rest comes with the app, below them, out of the first screen (styles.shell, kept
  // until the last stage so the footer stays below the first screen meanwhile).
  const shell = !user;
  const shows = (part: number) => !shell && stage >= part;
  useDocumentTitle(t('common.homeTitle', { product: PRODUCT_NAME }));
  return (
    <div className={shows(BELOW) ? styles.page : `${styles.page} ${styles.shell}`}>
      <h1 className={styles.greeting}>{greeting}</h1>
      <SpotifyTipBanner />
      <div className={styles.grid}>
        <div className={styles.column}>
          <div id="timer" className={styles.anchor}>
            <TimerPanel />
          </div>
          {shows(BOARD) && (
            <div id="tasks" className={styles.anchor}>
              <TaskManager />
            </div>
          )}
        </div>
        <div className={styles.column}>
          <LevelWidget />
          {shows(CARDS) && (
            <>
              <EstimatedCompletionBox />
              <FeedbackForm />
            </>
          )}
        </div>
      </div>
      {shows(BELOW) && (
        <>
          <div className={`${styles.offscreen} ${styles.statsSlot}`}>
            <Suspense fallback={<div className={styles.statsPlaceholder} />}>
              <StatsPanel />
            </Suspense>
          </div>
          <div className={`${styles.offscreen} ${styles.aboutSlot}`}>
            <AboutSection />
          </div>
          <PlaylistWidget />
        </>
      )}
    </div>
  );
}
