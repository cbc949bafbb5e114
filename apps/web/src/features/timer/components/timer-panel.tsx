import type { TimerMode } from '@focus-room/core/timer/state';
import { Coins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';
import type { JoinedGroupSession } from '../../../lib/joined-group-session';
import { useSession } from '../../../lib/session/session-context';
import { whenIdle } from '../../../lib/when-idle';
import { useTimer } from '../hooks/use-timer';
import { useUnpaidGuestCoins } from '../hooks/use-unpaid-guest-coins';
import { coinsEarnedText } from '../lib/coins-label';
import { GroupFollowNote } from './group-follow-note';
import { ModeSwitcher } from './mode-switcher';
import { TimerControls } from './timer-controls';
import { TimerDisplay } from './timer-display';
import styles from './timer-panel.module.css';
import { WorkingOn } from './working-on';

// The settings, mode-switch and end-of-session dialogs are closed on the first screen: chunks of their
// own, fetched once the page is idle, so they are there when one opens.
const settingsDialogModule = deferredModule(() => import('./timer-settings-dialog'));
const sessionCompleteModule = deferredModule(() => import('./session-complete-dialog'));
const confirmDialogModule = deferredModule(() => import('../../../components/ui/confirm-dialog'));

/**
 * The timer panel (docs/product-rules.md#timer) for visitors (/) and signed-in users (/home). Signed-in
 * users' coins, focus time and pomodoros are saved to the server; a visitor's stay in this browser.
 * `joined` is the study-group session the member is in, which the timer then follows.
 */
export function TimerPanel({ joined }: { joined?: JoinedGroupSession }) {
  const { status } = useSession();
  const { t } = useT();
  const timer = useTimer(joined);
  const { view } = timer;
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A mode switch would end a paused session: asked first, never thrown away silently.
  const [switchTo, setSwitchTo] = useState<TimerMode | null>(null);
  const switchFocus = useReturnFocus();
  const unpaidGuestCoins = useUnpaidGuestCoins(view.coinsEarned, status);
  // Mounted from their first opening on, so closing keeps Radix's animation and focus handling.
  const settingsDialog = useDeferredModule(settingsDialogModule, useOpenedOnce(settingsOpen));
  const sessionComplete = useDeferredModule(sessionCompleteModule, useOpenedOnce(timer.summary !== null));
  const confirm = useDeferredModule(confirmDialogModule, useOpenedOnce(switchTo !== null));
  useEffect(
    () =>
      whenIdle(() => {
        void settingsDialogModule.load().catch(() => {});
        void sessionCompleteModule.load().catch(() => {});
        void confirmDialogModule.load().catch(() => {});
      }),
    [],
  );
  const switchMode = (mode: TimerMode) => {
    if (mode !== view.mode && !view.isRunning && view.startLabel === 'Resume') setSwitchTo(mode);
    else timer.switchMode(mode);
  };

  return (
    <section className={styles.panel} aria-labelledby="timer-panel-title" data-testid="timer-panel">
      <h2 id="timer-panel-title" className="visually-hidden">
        {t('timer.panel.title')}
      </h2>
      <ModeSwitcher view={view} onSwitch={switchMode} followsGroup={timer.following !== undefined} />
      <TimerDisplay view={view} />
      {timer.following ? (
        <GroupFollowNote
          groupName={timer.following.groupName}
          href={joined?.href}
          paused={view.isPaused}
          leaving={joined?.leaving ?? false}
          onLeave={joined?.leave}
        />
      ) : (
        <TimerControls
          view={view}
          onStart={timer.start}
          onPause={timer.pause}
          onReset={timer.reset}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      )}
      <div className={styles.coinsRow}>
        <p className={styles.coins} aria-live="polite">
          <Coins size={18} aria-hidden="true" className={styles.coinIcon} />
          {coinsEarnedText(view.coinsEarned)}
        </p>
        {view.mode === 'stopwatch' ? (
          <p className={styles.coinsNote}>{t('timer.coins.stopwatchNote')}</p>
        ) : null}
        {unpaidGuestCoins > 0 && status === 'signed-in' ? (
          <p className={styles.coinsNote} data-testid="unpaid-guest-coins">
            {t('timer.coins.unpaidGuest', { count: unpaidGuestCoins })}
          </p>
        ) : null}
      </div>
      {status === 'signed-in' ? <WorkingOn /> : null}
      {timer.following ? null : (
        <p className={styles.shortcuts}>
          <Trans id="timer.shortcuts" components={{ 0: <kbd />, 1: <kbd /> }} />
        </p>
      )}
      {confirm ? (
        <confirm.ConfirmDialog
          open={switchTo !== null}
          onOpenChange={(open) => !open && setSwitchTo(null)}
          title={t('timer.switch.title')}
          description={t('timer.switch.warning')}
          confirmLabel={t('timer.switch.confirm')}
          busy={false}
          focus={switchFocus}
          onConfirm={() => {
            if (switchTo) timer.switchMode(switchTo);
            setSwitchTo(null);
          }}
        />
      ) : null}
      {settingsDialog ? (
        <settingsDialog.TimerSettingsDialog
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          settings={timer.settings}
          inProgress={timer.inProgress}
          onSave={timer.saveSettings}
        />
      ) : null}
      {sessionComplete ? (
        <sessionComplete.SessionCompleteDialog
          summary={timer.summary}
          view={view}
          signedIn={status === 'signed-in'}
          onStartNext={timer.startNext}
          onClose={timer.dismissSummary}
        />
      ) : null}
    </section>
  );
}
