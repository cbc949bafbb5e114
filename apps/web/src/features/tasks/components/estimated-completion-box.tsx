import { estimatedDurationMs } from '@focus-room/core/tasks/estimate';
import { TIMER_STORAGE_KEY } from '@focus-room/core/timer/persistence';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWindowEvent } from '../../../hooks/use-window-event';
import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useAppEvent } from '../../../lib/app-events';
import { useSession } from '../../../lib/session/session-context';
import { useRemainingPomodoros } from '../api/get-remaining-pomodoros';
import { taskKeys } from '../api/task-keys';
import { durationParts } from '../lib/duration-parts';
import { readTimerSettings } from '../lib/timer-settings';
import styles from './estimated-completion-box.module.css';

const REFRESH_MS = 60_000;
const CLOCK = { hour: '2-digit', minute: '2-digit' } as const;
const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;

type EstimatedCompletionBoxProps = { className?: string };

/**
 * The estimated completion time box (docs/product-rules.md#remaining-pomodoros): remaining pomodoros, the
 * time they need with the user's timer settings (focus and breaks) and the clock time they would be done.
 * 'Loading...' first, 'N/A' when the figure cannot be read.
 */
export function EstimatedCompletionBox({ className }: EstimatedCompletionBoxProps) {
  const { status } = useSession();
  const { t } = useT();
  const queryClient = useQueryClient();
  const query = useRemainingPomodoros({ enabled: status === 'signed-in', refetchInterval: REFRESH_MS });
  const [settings, setSettings] = useState(readTimerSettings);
  const [now, setNow] = useState(() => new Date());
  // pomodoroCompleted lowers the figure at once; the next read from the server replaces it.
  const [completedSinceRead, setCompletedSinceRead] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read (even of the same number) resets the local count
  useEffect(() => {
    setCompletedSinceRead(0);
    setNow(new Date());
  }, [query.dataUpdatedAt]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  useAppEvent('taskCompletionUpdate', () => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.remaining });
  });
  useAppEvent('timerSettingsUpdate', () => setSettings(readTimerSettings()));
  // Another tab saved its timer (settings included); null means the whole storage was cleared.
  useWindowEvent('storage', (event) => {
    if (event.key === null || event.key === TIMER_STORAGE_KEY) setSettings(readTimerSettings());
  });
  useAppEvent('pomodoroCompleted', () => setCompletedSinceRead((n) => n + 1));

  const failed = status === 'signed-out' || (query.isError && query.data === undefined);
  const remaining = query.data === undefined ? undefined : Math.max(0, query.data - completedSinceRead);
  const duration = remaining === undefined ? 0 : estimatedDurationMs(remaining, settings);
  const finish = new Date(now.getTime() + duration);
  const clock = formatDate(finish, CLOCK);
  const otherDay = finish.toDateString() !== now.toDateString();
  const finishText = otherDay
    ? t('tasks.doneByOtherDay', { day: formatDate(finish, DAY), time: clock })
    : clock;
  const { hours, minutes } = durationParts(duration);
  const durationText =
    hours === 0
      ? t('tasks.durationMinutes', { minutes })
      : minutes === 0
        ? t('tasks.durationHours', { hours })
        : t('tasks.durationHoursMinutes', { hours, minutes });
  const note = {
    focus: settings.pomodoroMinutes,
    shortBreak: settings.breakMinutes,
    longBreak: settings.longBreakMinutes,
    interval: settings.longBreakInterval,
  };

  return (
    <section
      className={[styles.box, className].filter(Boolean).join(' ')}
      aria-labelledby="estimated-completion-title"
      aria-live="polite"
      data-testid="estimated-completion"
    >
      <h2 id="estimated-completion-title" className={styles.title}>
        <Clock size={18} aria-hidden="true" />
        {t('tasks.estimateTitle')}
      </h2>
      {failed ? (
        <p className={styles.figure}>{t('tasks.estimateUnavailable')}</p>
      ) : remaining === undefined ? (
        <p className={styles.loading}>{t('tasks.estimateLoading')}</p>
      ) : (
        <>
          <p className={styles.figure}>
            <span data-testid="remaining-pomodoros">{remaining}</span>{' '}
            <span className={styles.unit}>{t('tasks.pomodorosLeft', { count: remaining })}</span>
          </p>
          {remaining === 0 ? (
            <p className={styles.detail}>{t('tasks.nothingLeft')}</p>
          ) : (
            <dl className={styles.details}>
              <div>
                <dt>{t('tasks.timeNeeded')}</dt>
                <dd>{durationText}</dd>
              </div>
              <div>
                <dt>{t('tasks.doneBy')}</dt>
                <dd>{finishText}</dd>
              </div>
            </dl>
          )}
          <p className={styles.note}>
            {settings.longBreakInterval > 0
              ? t('tasks.settingsNoteLong', note)
              : t('tasks.settingsNote', note)}
          </p>
        </>
      )}
    </section>
  );
}
