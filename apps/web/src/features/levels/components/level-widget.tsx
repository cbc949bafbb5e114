import { roomImageRoute, roomImagesFor } from '@focus-room/core/api/levels-plain';
import { upgradeCost } from '@focus-room/core/levels/cost-table';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import { CloudOff } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useRefreshOn } from '../../../hooks/use-refresh-on';
import { useWindowEvent } from '../../../hooks/use-window-event';
import { useT } from '../../../i18n/use-t';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';
import { useSession } from '../../../lib/session/session-context';
import { rememberUserLevel } from '../../../lib/session/session-storage';
import { whenIdle } from '../../../lib/when-idle';
import { useUpgradeInfo } from '../api/get-upgrade-info';
import { useUserLevel } from '../api/get-user-level';
import { levelKeys } from '../api/level-keys';
import { useEconomyAnswers } from '../hooks/use-economy-answers';
import { LOAD_FAILED_ID, useUpgradeFlow } from '../hooks/use-upgrade-flow';
import { readLastLevel, rememberLastLevel } from '../lib/last-known-level';
import { LevelProgressCard } from './level-progress-card';
import styles from './level-widget.module.css';
import { RoomPicture } from './room-picture';

type LevelWidgetProps = {
  className?: string;
  /** Drawn over the room picture of `level` (the collection items, composed by the page). */
  roomOverlay?: ((level: number) => ReactNode) | undefined;
};

// The prerendered /home shell knows no user: its picture is filled before the app runs (RoomPicture).
const ROOM_SHELL_SLOT = { pattern: roomImageRoute.path, maxLevel: MAX_LEVEL };

// The upgrade flow's modals are closed on the first screen: a chunk of their own, fetched once the page is
// idle, so they are there at the first Upgrade.
const upgradeDialogsModule = deferredModule(() => import('./upgrade-flow-dialogs'));

/**
 * The signed-in level widget: the room picture of the current level and theme, the Level Progress card and
 * the whole upgrade flow (options, max level, upgrading overlay, congratulations). It re-reads the level on
 * the refresh events (docs/product-rules.md#refresh-events) and when the tab becomes visible again.
 */
export function LevelWidget({ className, roomOverlay }: LevelWidgetProps) {
  const { status, user } = useSession();
  const { t } = useT();
  const enabled = status === 'signed-in';
  const levelQuery = useUserLevel(enabled);
  const infoQuery = useUpgradeInfo(enabled);
  const flow = useUpgradeFlow();
  useEconomyAnswers(enabled);
  useRefreshOn(['levelUpgraded', 'coinSpent'], levelKeys.all, enabled);

  const answer = levelQuery.data;
  const userId = user?._id;
  // Offline (or with the server away) the card shows the progress it last saw, not a failure, with Try
  // again; it goes back to live figures by itself once the network returns, when the tab is shown again,
  // and on useUserLevel's growing pauses (docs/product-rules.md#level-progress-card).
  const lastKnown = useMemo(() => readLastLevel(userId), [userId]);
  useEffect(() => {
    if (answer && userId) rememberLastLevel(userId, answer);
  }, [answer, userId]);
  const unanswered = levelQuery.isError || levelQuery.fetchStatus === 'paused';
  const stale = !answer && unanswered && lastKnown !== undefined;
  const data = answer ?? (stale ? lastKnown : undefined);
  const readAgain = () => {
    if (!enabled) return;
    if (!answer || levelQuery.isError) void levelQuery.refetch();
    if (infoQuery.isError) void infoQuery.refetch();
  };
  useWindowEvent('online', readAgain);
  // The room is the page's largest picture. Until the level's answer arrives it shows the room of the level
  // the session remembers (the user cookie, which this keeps current), so the picture need not wait for
  // that answer, its schema and zod on a slow network. The answer's room replaces it if they differ.
  const remembered =
    user && Number.isInteger(user.level) ? { level: user.level, ...roomImagesFor(user.level) } : undefined;
  const shown = data ?? remembered;
  // The cookie is read and written only when the answer differs from the level the session holds (read
  // from that cookie): reading document.cookie is a synchronous call to the browser, 1-5 ms at a page's start.
  const sessionLevel = user?.level;
  useEffect(() => {
    if (data && data.level !== sessionLevel) rememberUserLevel(data.level);
  }, [data, sessionLevel]);
  const info = infoQuery.data;
  const isMaxLevel = data ? data.level >= MAX_LEVEL || info?.isMaxLevel === true : false;
  // Until the server's answer arrives the core table stands in; the server's cost is what is charged.
  const cost = info ? info.upgradeCost : data && !isMaxLevel ? upgradeCost(data.level + 1) : null;
  const { state } = flow;
  // Mounted from the flow's first step on, so closing keeps Radix's animation and focus handling.
  const dialogs = useDeferredModule(upgradeDialogsModule, useOpenedOnce(state.step !== 'idle'));
  useEffect(() => whenIdle(() => void upgradeDialogsModule.load().catch(() => {})), []);

  return (
    <section
      className={[styles.widget, className].filter(Boolean).join(' ')}
      aria-label={t('levels.widgetLabel')}
      data-testid="level-widget"
    >
      <div className={styles.layout}>
        <RoomPicture
          className={styles.picture}
          imageLight={shown?.imageLight}
          imageDark={shown?.imageDark}
          alt={shown ? t('levels.roomAlt', { level: shown.level }) : t('levels.roomAltLoading')}
          shellSlot={user ? undefined : ROOM_SHELL_SLOT}
        >
          {data && roomOverlay ? roomOverlay(data.level) : null}
        </RoomPicture>
        {data ? (
          <LevelProgressCard
            level={data.level}
            coins={data.coins}
            upgradeCost={cost}
            isMaxLevel={isMaxLevel}
            onUpgrade={stale ? undefined : () => void flow.start()}
            busy={state.step !== 'idle'}
            note={
              stale ? (
                <div className={styles.stale}>
                  <p className={styles.staleNote} data-testid="level-last-known">
                    <CloudOff size={16} aria-hidden="true" />
                    {t('levels.lastKnown')}
                  </p>
                  <Button variant="secondary" size="small" onClick={readAgain}>
                    {t('levels.tryAgain')}
                  </Button>
                </div>
              ) : undefined
            }
          />
        ) : levelQuery.isError ? (
          <div className={styles.message} role="alert">
            <p>{t(LOAD_FAILED_ID)}</p>
            <Button variant="secondary" size="small" onClick={() => void levelQuery.refetch()}>
              {t('levels.tryAgain')}
            </Button>
          </div>
        ) : (
          <div className={styles.message}>
            <p className={styles.loading}>{t('levels.loading')}</p>
          </div>
        )}
      </div>

      {dialogs ? <dialogs.UpgradeFlowDialogs flow={flow} level={data?.level} /> : null}
    </section>
  );
}
