import { useEffect } from 'react';
import type { JoinedGroupSession } from '../../../lib/joined-group-session';
import { useJoinedSession } from '../hooks/use-joined-session';

/**
 * Hands the group session the member has joined to /home, which gives it to the timer
 * (docs/product-rules.md#focus-together). A part of its own, loaded with the page's later cards: the
 * groups' queries stay off the first load, and until it runs the timer decides nothing (`undefined`).
 */
export function JoinedSessionSource({
  viewerId,
  onChange,
}: {
  viewerId: string;
  onChange: (joined: JoinedGroupSession) => void;
}) {
  const joined = useJoinedSession(viewerId);
  useEffect(() => onChange(joined), [joined, onChange]);
  return null;
}
