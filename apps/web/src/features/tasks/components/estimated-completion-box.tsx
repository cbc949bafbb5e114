import { estimatedDurationMs, formatDuration } from '@focus-room/core/tasks/estimate';
import { TIMER_STORAGE_KEY } from '@focus-room/core/timer/persistence';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWindowEvent } from '../../../hooks/use-window-event';
import { useAppEvent } from '../../../lib/app-events';
import { useSession } from '../../../lib/session/session-context';
import { useRemainingPomodoros } from '../api/get-remaining-pomodoros';
import { taskKeys } from '../api/task-keys';
import { readTimerSettings } from '../lib/timer-settings';
import styles from './estimated-completion-box.module.css';

const REFRESH_MS = 60_000;

type EstimatedCompletionBoxProps = { className?: string };

/**
 * The estimated completion time box (docs/product-rules.md#remaining-pomodoros): remaining pomodoros, the
 * time they need with the user's timer settings (focus and breaks) and the clock time they would be done.
 * 'Loading...' first, 'N/A' when the figure cannot be read.
 */
export function EstimatedCompletionBox({ className }: EstimatedCompletionBoxProps) {
  const { status } = useSession();
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
  const clock = finish.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const otherDay = finish.toDateString() !== now.toDateString();
  const finishText = otherDay
    ? `${finish.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' })}, ${clock}`
    : clock;

  return (
    <section
      className={[styles.box, className].filter(Boolean).join(' ')}
      aria-labelledby="estimated-completion-title"
      aria-live="polite"
      data-testid="estimated-completion"
    >
      <h2 id="estimated-completion-title" className={styles.title}>
        <Clock size={18} aria-hidden="true" />
        Estimated completion
      </h2>
      {failed ? (
        <p className={styles.figure}>N/A</p>
      ) : remaining === undefined ? (
        <p className={styles.loading}>Loading...</p>
      ) : (
        <>
          <p className={styles.figure}>
            <span data-testid="remaining-pomodoros">{remaining}</span>{' '}
            <span className={styles.unit}>{remaining === 1 ? 'pomodoro left' : 'pomodoros left'}</span>
          </p>
          {remaining === 0 ? (
            <p className={styles.detail}>Nothing left to estimate. Add a task with pomodoros.</p>
          ) : (
            <dl className={styles.details}>
              <div>
                <dt>Time needed</dt>
                <dd>{formatDuration(duration)}</dd>
              </div>
              <div>
                <dt>Done by</dt>
                <dd>{finishText}</dd>
              </div>
            </dl>
          )}
          <p className={styles.note}>
            {settings.pomodoroMinutes} min focus, {settings.breakMinutes} min breaks
            {settings.longBreakInterval > 0
              ? `, ${settings.longBreakMinutes} min after every ${settings.longBreakInterval}`
              : ''}
          </p>
        </>
      )}
    </section>
  );
}
