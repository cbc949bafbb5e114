import type { GroupDetail } from '@focus-room/core/api/groups';
import { GROUP_REACTIONS } from '@focus-room/core/groups/rules';
import {
  SESSION_BREAK_MINUTES,
  SESSION_CYCLES,
  SESSION_FOCUS_MINUTES,
} from '@focus-room/core/groups/session';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { sendReaction, sessionAction, useGroupWrite } from '../api/group-writes';
import { clockOffset, formatClock, remainingMs } from '../lib/session-clock';
import styles from './groups.module.css';

export const REACTION_EMOJI: Record<(typeof GROUP_REACTIONS)[number], string> = {
  clap: '👏',
  fire: '🔥',
  heart: '❤️',
  muscle: '💪',
  coffee: '☕',
  star: '⭐',
};

const REACTION_TEXT = {
  clap: 'groups.reactions.clap',
  fire: 'groups.reactions.fire',
  heart: 'groups.reactions.heart',
  muscle: 'groups.reactions.muscle',
  coffee: 'groups.reactions.coffee',
  star: 'groups.reactions.star',
} as const satisfies Record<(typeof GROUP_REACTIONS)[number], string>;

/**
 * Redraws every second while `running`. The time is read at each render, never kept from an earlier one:
 * a render caused by a new answer must not show the time of the last tick.
 */
function useNow(running: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return Date.now();
}

/**
 * The shared session (docs/product-rules.md#focus-together): its phase and time left, counted from the
 * server's timestamps; start, join, leave, and for the starter pause, resume and end; reactions at a break.
 */
export function GroupSessionBox({ group, viewerId }: { group: GroupDetail; viewerId: string }) {
  const { t } = useT();
  const act = useGroupWrite(sessionAction);
  const react = useGroupWrite(sendReaction);
  const [focus, setFocus] = useState(String(SESSION_FOCUS_MINUTES.default));
  const [pause, setPause] = useState(String(SESSION_BREAK_MINUTES.default));
  const [cycles, setCycles] = useState(String(SESSION_CYCLES.default));
  const session = group.session;
  const now = useNow(session !== null && !session.paused);
  const error = act.error ? serverMessageOr(act.error, t('groups.join.failed')) : undefined;
  const me = group.members.find((m) => m.userId === viewerId);
  const left = session ? remainingMs(session, clockOffset(), now) : 0;

  return (
    <section className={styles.card} aria-labelledby="session-title" data-testid="group-session">
      <h2 id="session-title" className={styles.subtitle}>
        {t('groups.session.title')}
      </h2>
      {!session ? (
        <>
          <p className={styles.lead}>{t('groups.session.none')}</p>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              act.mutate([
                group.id,
                {
                  action: 'start',
                  focusMinutes: Number(focus),
                  breakMinutes: Number(pause),
                  cycles: Number(cycles),
                },
              ]);
            }}
          >
            <TextField
              className={styles.numberField}
              label={t('groups.session.focusMinutes')}
              type="number"
              min={SESSION_FOCUS_MINUTES.min}
              max={SESSION_FOCUS_MINUTES.max}
              value={focus}
              onInput={(event) => setFocus((event.target as HTMLInputElement).value)}
            />
            <TextField
              className={styles.numberField}
              label={t('groups.session.breakMinutes')}
              type="number"
              min={SESSION_BREAK_MINUTES.min}
              max={SESSION_BREAK_MINUTES.max}
              value={pause}
              onInput={(event) => setPause((event.target as HTMLInputElement).value)}
            />
            <TextField
              className={styles.numberField}
              label={t('groups.session.cycles')}
              type="number"
              min={SESSION_CYCLES.min}
              max={SESSION_CYCLES.max}
              value={cycles}
              onInput={(event) => setCycles((event.target as HTMLInputElement).value)}
            />
            <Button type="submit" disabled={act.isPending}>
              {t('groups.session.start')}
            </Button>
          </form>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {session.phase === 'break'
              ? t('groups.session.phase.break', { cycle: session.cycle })
              : t('groups.session.phase.focus', { cycle: session.cycle, cycles: session.cycles })}
            {session.paused && ` · ${t('groups.session.paused')}`}
          </p>
          <p
            className={styles.clock}
            data-testid="session-clock"
            role="timer"
            aria-label={t('groups.session.timeLeft')}
          >
            {formatClock(left)}
          </p>
          <div className={styles.row}>
            {me?.inSession ? (
              <Button variant="secondary" onClick={() => act.mutate([group.id, { action: 'leave' }])}>
                {t('groups.session.leave')}
              </Button>
            ) : (
              <Button onClick={() => act.mutate([group.id, { action: 'join' }])}>
                {t('groups.session.join')}
              </Button>
            )}
            {session.startedBy === viewerId && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => act.mutate([group.id, { action: session.paused ? 'resume' : 'pause' }])}
                >
                  {session.paused ? t('groups.session.resume') : t('groups.session.pause')}
                </Button>
                <Button variant="ghost" onClick={() => act.mutate([group.id, { action: 'end' }])}>
                  {t('groups.session.end')}
                </Button>
              </>
            )}
          </div>
          {session.phase === 'break' && (
            <fieldset className={styles.row}>
              <legend className={styles.lead}>{t('groups.reactions.label')}</legend>
              {GROUP_REACTIONS.map((reaction) => (
                <Button
                  key={reaction}
                  size="small"
                  variant="ghost"
                  aria-label={t(REACTION_TEXT[reaction])}
                  onClick={() => react.mutate([group.id, reaction])}
                >
                  <span className={styles.reaction} aria-hidden="true">
                    {REACTION_EMOJI[reaction]}
                  </span>
                </Button>
              ))}
            </fieldset>
          )}
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
