import type { TimerEvent } from '@focus-room/core/timer/events';
import { useEffect } from 'react';
import type { JoinedGroupSession } from '../../../lib/joined-group-session';

/**
 * Feeds the joined group session into the own timer (docs/product-rules.md#focus-together): the session's
 * phase at this moment becomes a followGroup event every second and whenever the group changes; leaving,
 * being removed or the session's end becomes leaveGroup. Nothing happens while the answers still load.
 */
export function useGroupFollow(
  dispatch: (event: TimerEvent) => unknown,
  isFollowing: boolean,
  joined: JoinedGroupSession,
): void {
  useEffect(() => {
    if (joined === null && isFollowing) dispatch({ type: 'leaveGroup' });
    if (!joined) return;
    const sync = () => {
      const phase = joined.phaseAt(Date.now());
      dispatch(phase === 'ended' ? { type: 'leaveGroup' } : { type: 'followGroup', group: phase });
    };
    sync();
    if (joined.paused) return;
    const timer = window.setInterval(sync, 1000);
    return () => window.clearInterval(timer);
  }, [joined, isFollowing, dispatch]);
}
