import type { GroupDetail, GroupSession } from '@focus-room/core/api/groups';
import { sessionPhaseAt } from '@focus-room/core/groups/session';
import type { GroupPhaseNow } from '@focus-room/core/timer/follow-group';

const MIN = 60_000;

/**
 * The session's phase at `now` on this device's clock, or 'ended'. The answer tells the phase and when it
 * ends on the server's clock; moved by the clock offset, that end fixes where the whole session lies on
 * this device's clock, so the core rule (sessionPhaseAt) finds the phase at any later moment too, without
 * waiting for the next answer (docs/product-rules.md#focus-together).
 */
export function followPhase(
  group: Pick<GroupDetail, 'id' | 'name'>,
  session: GroupSession,
  offset: number,
  now: number,
): GroupPhaseNow | 'ended' {
  if (session.phase === 'ended') return 'ended';
  const focusMs = session.focusMinutes * MIN;
  const breakMs = session.breakMinutes * MIN;
  const lengths = { focusMs, breakMs, cycles: session.cycles, pausedMs: 0 };
  // Running time of the session when its current phase ends.
  const runAtEnd =
    (session.cycle - 1) * (focusMs + breakMs) + focusMs + (session.phase === 'break' ? breakMs : 0);
  const endsAt =
    session.paused || !session.endsAt ? now + session.remainingMs : Date.parse(session.endsAt) + offset;
  const phase = sessionPhaseAt(
    { ...lengths, startedAt: new Date(endsAt - runAtEnd), pausedAt: session.paused ? new Date(now) : null },
    new Date(now),
  );
  if (phase.phase === 'ended') return 'ended';
  return {
    groupId: group.id,
    groupName: group.name,
    phase: phase.phase,
    cycle: phase.cycle,
    cycles: session.cycles,
    focusMinutes: session.focusMinutes,
    breakMinutes: session.breakMinutes,
    remainingMs: phase.remainingMs,
    paused: session.paused,
  };
}

/**
 * The running session the viewer has joined, among the groups' details; undefined while any is still
 * loading (nothing is decided on half the answers), null when the viewer is in none.
 */
export function joinedSession(
  details: ({ group: GroupDetail } | undefined)[],
  loading: boolean,
  viewerId: string,
): { group: GroupDetail; session: GroupSession } | null | undefined {
  for (const detail of details) {
    const session = detail?.group.session;
    const me = detail?.group.members.find((m) => m.userId === viewerId);
    if (detail && session && session.phase !== 'ended' && me?.inSession)
      return { group: detail.group, session };
  }
  return loading ? undefined : null;
}
