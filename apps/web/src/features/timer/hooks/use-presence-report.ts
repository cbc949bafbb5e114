import type { TimerReportPhase } from '@focus-room/core/groups/presence';
import { upcomingPeriodEnds } from '@focus-room/core/timer/period-end';
import type { TimerState } from '@focus-room/core/timer/state';
import { useEffect, useRef } from 'react';
import { reportPresence } from '../api/report-presence';

const phaseOf = (kind: string | undefined): TimerReportPhase =>
  kind === undefined ? 'idle' : kind === 'shortBreak' || kind === 'longBreak' ? 'break' : 'focus';

/**
 * Tells the server when the signed-in user's timer starts, pauses or ends a period, so their study groups
 * see them focusing, on a break or idle (docs/product-rules.md#live-presence). The phase a page opens with
 * and then only a change is sent: the phase and its end, as time left.
 */
export function usePresenceReport(state: TimerState, signedIn: boolean): void {
  const [first] = upcomingPeriodEnds(state, Date.now(), 1);
  const phase = phaseOf(first?.kind);
  const endsAt = first?.endsAt ?? null;
  const key = `${phase}@${endsAt ?? ''}`;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn || sent.current === key) return;
    // A page that opens idle reports it too: the server may still show a 'focusing' of a timer that was
    // reset or left elsewhere (another tab closed, a group session left), until its old end time.
    sent.current = key;
    const endsInMs = endsAt === null ? null : Math.max(1, endsAt - Date.now());
    reportPresence({ phase, endsInMs: phase === 'idle' ? null : endsInMs }).catch(() => {});
  }, [key, signedIn, phase, endsAt]);
}
