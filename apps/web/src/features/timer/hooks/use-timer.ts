import type { TimerSettings } from '@focus-room/core/timer/settings';
import type { TimerMode } from '@focus-room/core/timer/state';
import { view as viewAt } from '@focus-room/core/timer/view';
import { useCallback, useEffect, useState } from 'react';
import { fireAppEvent } from '../../../lib/app-events';
import type { JoinedGroupSession } from '../../../lib/joined-group-session';
import { useSession } from '../../../lib/session/session-context';
import { endedPeriodKind, isFresh, phaseMessage } from '../lib/phase-messages';
import { showPhaseNotification } from '../lib/phase-notification';
import { playPhaseSound, unlockSound } from '../lib/phase-sound';
import { type RunSummary, readRunSummary, writeRunSummary } from '../lib/run-summary';
import { syncTimerTime } from '../lib/timer-store';
import { useFocusAccounting } from './use-focus-accounting';
import { useGroupFollow } from './use-group-follow';
import { useLastCycleReload } from './use-last-cycle-reload';
import { usePeriodEndSchedule } from './use-period-end-schedule';
import { usePresenceReport } from './use-presence-report';
import { useTabTitle } from './use-tab-title';
import { useTimerClock } from './use-timer-clock';
import { type EffectHandler, useTimerEngine } from './use-timer-engine';
import { useTimerShortcuts } from './use-timer-shortcuts';
import { useVisitorPushCleanup } from './use-visitor-push-cleanup';

/** The timer panel's state and actions: the core engine plus everything the browser adds around it. */
export function useTimer(joined?: JoinedGroupSession) {
  const accounting = useFocusAccounting();
  const [summary, setSummary] = useState<RunSummary | null>(readRunSummary);
  const lastCycle = useLastCycleReload();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  useVisitorPushCleanup(status);
  const timerPath = signedIn ? '/home' : '/';

  const handleEffects: EffectHandler = (effects, context) => {
    accounting.record(effects, context.unloading);
    if (context.unloading) return;
    for (const effect of effects) {
      if (effect.type === 'playSound' && isFresh(effect.at, context.now)) {
        playPhaseSound(effect.sound, stateRef.current.settings);
      }
      const message = phaseMessage(effect);
      if (message && 'at' in effect && isFresh(effect.at, context.now)) {
        showPhaseNotification(message, endedPeriodKind(effect), timerPath);
      }
      if (effect.type === 'runCompleted') {
        const next = {
          focusMinutes: effect.focusMinutes,
          coins: effect.coins,
          pomodoros: effect.pomodoros,
          at: effect.at,
        };
        writeRunSummary(next);
        setSummary(next);
      }
      if (effect.type === 'runCompleted' || (effect.type === 'phaseChanged' && effect.to === 'idle')) {
        lastCycle.runEnded();
      }
    }
  };

  const { state, stateRef, dispatch } = useTimerEngine(handleEffects);

  useTimerClock({
    stateRef,
    isRunning: state.isRunning,
    dispatch,
    onHidden: () => lastCycle.hidden(stateRef.current),
    onVisible: lastCycle.visible,
  });

  usePeriodEndSchedule(state, signedIn);
  usePresenceReport(state, signedIn);
  // Signed out: no group session to follow. While the session is still being checked nothing is decided.
  const followed = signedIn ? joined : status === 'signed-out' ? null : undefined;
  useGroupFollow(dispatch, state.following !== undefined, followed);

  const view = viewAt(state, Date.now());
  useTabTitle(view);

  const { reportLive } = accounting;
  // Once per displayed second while a focus phase runs.
  const liveSecond = view.isRunning && view.phase === 'focus' ? view.elapsedSeconds : null;
  useEffect(() => {
    if (liveSecond !== null) reportLive(stateRef.current, Date.now());
  }, [liveSecond, reportLive, stateRef]);

  const start = useCallback(() => {
    unlockSound();
    dispatch({ type: 'start' });
  }, [dispatch]);
  const pause = useCallback(() => dispatch({ type: 'pause' }), [dispatch]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  const toggle = useCallback(
    () => (stateRef.current.isRunning ? pause() : start()),
    [pause, start, stateRef],
  );
  const switchMode = useCallback((mode: TimerMode) => dispatch({ type: 'switchMode', mode }), [dispatch]);

  const saveSettings = useCallback(
    (input: Record<keyof TimerSettings, string | number>) => {
      const next = dispatch({ type: 'updateSettings', settings: input });
      // While following a group, the form edits the own settings, kept for the return.
      const own = next.following?.ownSettings ?? next.settings;
      syncTimerTime(own);
      fireAppEvent('timerSettingsUpdate', own);
      return own;
    },
    [dispatch],
  );

  const dismissSummary = useCallback(() => {
    writeRunSummary(null);
    setSummary(null);
  }, []);

  // 'Start next pomodoro' (docs/product-rules.md#pomodoro-cycle): the run goes on, the summary closes.
  const startNext = useCallback(() => {
    unlockSound();
    dispatch({ type: 'continueRun' });
    dismissSummary();
  }, [dispatch, dismissSummary]);

  useTimerShortcuts({ toggle, reset });

  return {
    view,
    settings: state.following?.ownSettings ?? state.settings,
    /** The group session the timer follows, if any (docs/product-rules.md#focus-together). */
    following: state.following,
    /** A phase is under way or paused: settings then apply from the next phase on. */
    inProgress: state.startedAt !== null,
    start,
    pause,
    reset,
    switchMode,
    saveSettings,
    summary,
    dismissSummary,
    startNext,
  };
}
