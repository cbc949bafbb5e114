import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { PRODUCT_NAME } from '@focus-room/core/product';
import { memo, Suspense, useMemo, useState } from 'react';
import { PartBoundary } from '../../components/layout/part-boundary';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { AboutSection } from '../../features/landing/components/about-section';
import { LevelWidget } from '../../features/levels/components/level-widget';
import { PlaylistWidget } from '../../features/music/components/playlist-widget';
import { SpotifyTipBanner } from '../../features/music/components/spotify-tip-banner';
import { timeZoneCheckNeeded } from '../../features/stats/lib/synced-time-zone';
import { EstimatedCompletionBox } from '../../features/tasks/components/estimated-completion-box';
import { TimerPanel } from '../../features/timer/components/timer-panel';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useRenderStages } from '../../hooks/use-render-stages';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { useT } from '../../i18n/use-t';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { useDocumentTitle } from '../../lib/document-title';
import type { JoinedGroupSession } from '../../lib/joined-group-session';
import { lazy } from '../../lib/routing';
import { useSession } from '../../lib/session/session-context';
import { isNewAccount } from '../../lib/shared-storage-keys';
import styles from './dashboard.module.css';

// The statistics panel is a chunk of its own, loaded when the user scrolls near it (the /home JS budget).
const StatsPanel = lazy(() =>
  import('../../features/stats/components/stats-panel').then((m) => m.StatsPanel),
);
// The joined group session for the timer to follow comes from a chunk of its own, with the cards.
const JoinedSessionSource = lazy(() =>
  import('../../features/groups/components/joined-session-source').then((m) => m.JoinedSessionSource),
);
// The Study group panel is a chunk of its own (with the live stream's client), drawn with the cards.
const StudyGroupPanel = lazy(() =>
  import('../../features/groups/components/study-group-panel').then((m) => m.StudyGroupPanel),
);
// The task board is a chunk of its own too, asked for once the first stage is drawn and evaluated in a
// task of its own when it arrives: evaluating its modules (and the toast library its undo uses) was about a
// third of the first render's task on a throttled phone, for a part drawn in a later stage anyway.
const taskManagerModule = deferredModule(() => import('../../features/tasks/components/task-manager'));
// Drawn through lazy: a chunk that cannot be loaded says so in the board's place and loads once the
// network is back (PartBoundary), instead of leaving the board out without a word.
const TaskManager = lazy(() => taskManagerModule.load().then((m) => m.TaskManager));
// The time zone is saved for the statistics whether or not the panel is ever drawn: on the first visit and
// after the device's zone moved (on other visits the chunk is not even loaded).
// The collection items over the room: only users at the maximum level can own any, so only their /home
// loads this chunk (and the items' art in it) after the room itself.
const HomeCollectionLayer = lazy(() =>
  import('../../features/collections/components/home-collection-layer').then((m) => m.HomeCollectionLayer),
);
const collectionLayerFor = (level: number) =>
  level >= MAX_LEVEL ? (
    // Offline before its chunk arrived, the room is drawn without the items (PartBoundary).
    <PartBoundary unavailable={null}>
      <Suspense fallback={null}>
        <HomeCollectionLayer />
      </Suspense>
    </PartBoundary>
  ) : null;
const TimeZoneSync = lazy(() =>
  import('../../features/stats/components/time-zone-sync').then((m) => m.TimeZoneSync),
);

// The panel is drawn, and its three answers fetched, once it is within three quarters of a screen of the
// viewport: it starts well below the first screen (on a phone, about three screens down), and drawing its
// heatmap was the longest task of a /home load on a throttled phone (docs/decisions/051).
const STATS_MARGIN = '75% 0px';

/** The statistics panel's place on /home: an empty card of its size until the user scrolls near it. */
function StatsSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>(STATS_MARGIN);
  const placeholder = <div className={styles.statsPlaceholder} />;
  return (
    <div ref={ref} className={`${styles.offscreen} ${styles.statsSlot}`} data-testid="stats-slot">
      {near ? (
        <PartBoundary>
          <Suspense fallback={placeholder}>
            <StatsPanel />
          </Suspense>
        </PartBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** The task board's place until it is drawn: an empty card no taller than the board with no task. */
function BoardPlaceholder() {
  return <div className={styles.boardPlaceholder} data-testid="board-placeholder" />;
}

/** Saves the zone for the statistics when this browser has not synced the device's present one yet. */
function TimeZoneSyncSlot({ userId }: { userId: string }) {
  const needed = useMemo(() => timeZoneCheckNeeded(userId), [userId]);
  return needed ? (
    <PartBoundary unavailable={null}>
      <Suspense fallback={null}>
        <TimeZoneSync />
      </Suspense>
    </PartBoundary>
  ) : null;
}

/**
 * The timer and the group session it follows (docs/product-rules.md#focus-together). The joined session
 * is kept here, next to the one part that reads it: an answer about it (the first one included, when the
 * groups' list arrives) redraws the timer, not the whole dashboard, which on a throttled phone was a long
 * task of its own at every load. `loadGroups`: the session's source is loaded with the later cards.
 * Memoised, as the level card below: each of the dashboard's stages and the board's arrival redraw the
 * dashboard, and these two, which read what they show through their own hooks, only when their props
 * change.
 */
const TimerFollowingGroups = memo(function TimerFollowingGroups({
  viewerId,
  loadGroups,
}: {
  viewerId?: string;
  loadGroups: boolean;
}) {
  // Undefined until JoinedSessionSource has the server's answers: the timer then decides nothing.
  const [joined, setJoined] = useState<JoinedGroupSession>(undefined);
  return (
    <>
      <TimerPanel joined={joined} />
      {loadGroups && viewerId && (
        <PartBoundary unavailable={null}>
          <Suspense fallback={null}>
            <JoinedSessionSource viewerId={viewerId} onChange={setJoined} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
});

// Redrawn only when its props change (see TimerFollowingGroups).
const StableLevelWidget = memo(LevelWidget);

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
  const { t } = useT();
  const { user } = useSession();
  // The prerendered app shell (no user yet) paints the frame, the timer card and the level card at their
  // final sizes; the rest comes with the app, below them, out of the first screen (styles.shell, kept
  // until all is drawn so the footer stays below the first screen meanwhile).
  const shell = !user;
  const shows = (part: number) => !shell && stage >= part;
  // Asked for here, with the first stage; drawn by its own stage.
  const boardLoaded = useDeferredModule(taskManagerModule, !shell) !== undefined;
  // All drawn, #tasks included, once the last stage is and the board has arrived.
  const complete = stage === BELOW && boardLoaded;
  useScrollToHash(complete);
  // 'Welcome back' only to someone who has been here before: not right after verifying a new account.
  const returning = !isNewAccount(user?._id);
  // No user only in the prerendered app shell: the greeting waits for the name, on the same line.
  const name = user ? user.username || user.displayName : undefined;
  const greeting = !user
    ? t(returning ? 'common.greetingWelcomeBack' : 'common.greetingWelcome')
    : name
      ? t(returning ? 'common.greetingWelcomeBackName' : 'common.greetingWelcomeName', { name })
      : t(returning ? 'common.greetingWelcomeBackNoName' : 'common.greetingWelcomeNoName');
  useDocumentTitle(t('common.homeTitle', { product: PRODUCT_NAME }));
  return (
    <div className={complete ? styles.page : `${styles.page} ${styles.shell}`}>
      <h1 className={styles.greeting}>{greeting}</h1>
      <SpotifyTipBanner />
      <div className={styles.grid}>
        <div className={styles.column}>
          <div id="timer" className={styles.anchor}>
            <TimerFollowingGroups viewerId={user?._id} loadGroups={shows(CARDS)} />
          </div>
          {/* The board's place is held from the shell on: on a phone the level card comes next, and on a
              tall one its top is in the first screen, where the board's arrival would push it down. */}
          {shows(BOARD) ? (
            <PartBoundary>
              <Suspense fallback={<BoardPlaceholder />}>
                <div id="tasks" className={styles.anchor}>
                  <TaskManager />
                </div>
              </Suspense>
            </PartBoundary>
          ) : (
            <BoardPlaceholder />
          )}
        </div>
        <div className={styles.column}>
          <StableLevelWidget roomOverlay={collectionLayerFor} />
          {shows(CARDS) && user && (
            <>
              <PartBoundary>
                <Suspense fallback={null}>
                  <StudyGroupPanel />
                </Suspense>
              </PartBoundary>
              <EstimatedCompletionBox />
              <FeedbackForm />
            </>
          )}
        </div>
      </div>
      {shows(BELOW) && (
        <>
          <StatsSlot />
          {user && <TimeZoneSyncSlot userId={user._id} />}
          <div className={`${styles.offscreen} ${styles.aboutSlot}`}>
            <AboutSection />
          </div>
          <PlaylistWidget />
        </>
      )}
    </div>
  );
}
