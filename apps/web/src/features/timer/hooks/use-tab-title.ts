import type { TimerView } from '@focus-room/core/timer/view';
import type { MessageId } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';

type TitleView = Pick<TimerView, 'mode' | 'phase' | 'display' | 'isRunning'>;

/** What the tab title calls the running period (as core's formatTimerTitle does, in the active language). */
const PHASE_TITLES: Record<TimerView['phase'], MessageId> = {
  focus: 'timer.caption.focus',
  break: 'timer.mode.break',
  longBreak: 'timer.caption.longBreak',
};
const MODE_TITLES: Record<Exclude<TimerView['mode'], 'pomodoro'>, MessageId> = {
  countdown: 'timer.caption.countdown',
  stopwatch: 'timer.caption.stopwatch',
};

/** The remaining time in the tab title while running ("12:34 · Focus"); the page's own title comes back when stopped. */
export function useTabTitle(view: TitleView) {
  const { t } = useT();
  const base = useRef<string | null>(null);
  const written = useRef<string | null>(null);
  const label = view.mode === 'pomodoro' ? PHASE_TITLES[view.phase] : MODE_TITLES[view.mode];
  const title = view.isRunning ? t('timer.tabTitle', { time: view.display, label: t(label) }) : null;

  useEffect(() => {
    if (title === null) {
      if (base.current !== null) document.title = base.current;
      base.current = null;
      return;
    }
    // The page wrote its own title since ours (a language switch mid-run): that one comes back later.
    if (base.current === null || document.title !== written.current) base.current = document.title;
    document.title = title;
    written.current = title;
  }, [title]);

  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
    },
    [],
  );
}
