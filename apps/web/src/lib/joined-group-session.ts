import type { GroupPhaseNow } from '@focus-room/core/timer/follow-group';

/**
 * The study-group session the signed-in member has joined, as the groups feature hands it to the timer
 * (the two features meet in src/app; docs/architecture.md#layers). A new object whenever the group's
 * answer changes; `undefined` while the answers are still loading (nothing is decided on half of them),
 * `null` when the member is in no session.
 */
export type JoinedGroupSession =
  | {
      groupId: string;
      groupName: string;
      /** The group's page. */
      href: string;
      paused: boolean;
      /** The session's phase at `now` on this device's clock, or 'ended'. */
      phaseAt: (now: number) => GroupPhaseNow | 'ended';
      /** Asks the server to take the member out of the session. */
      leave: () => void;
      leaving: boolean;
    }
  | null
  | undefined;
