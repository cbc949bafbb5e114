import type { MemberPresence } from '@focus-room/core/api/groups';
import { presenceOf, startsFocus } from '@focus-room/core/groups/presence';
import type { AppContext } from '../../app-context';
import { groupsRepository } from '../../repositories/groups-repository';
import { presenceRepository } from '../../repositories/presence-repository';
import { runAfterAnswer } from '../after-answer';
import { getStatsOverview } from '../stats/stats-service';
import { announceFocusStart } from './focus-push';
import type { LiveHub } from './live-hub';

export type GroupsCtx = AppContext & { live: LiveHub };

/**
 * What the groups see of each user in `userIds` (docs/product-rules.md#live-presence): the status from
 * their own timer's last report and their live connection, focus minutes today and the current streak,
 * or nothing but "hidden" when they turned "Show my activity to my groups" off.
 */
export async function presencesOf(ctx: GroupsCtx, userIds: string[]): Promise<Map<string, MemberPresence>> {
  const rows = await presenceRepository.of(ctx.db, userIds);
  const now = ctx.now();
  const result = new Map<string, MemberPresence>();
  await Promise.all(
    userIds.map(async (userId) => {
      const row = rows.get(userId);
      const presence = presenceOf(
        {
          hidden: row ? !row.showActivity : false,
          report: row ? { phase: row.phase, endsAt: row.endsAt } : null,
          connected: ctx.live.isConnectedHere(userId),
          lastSeenAt: row?.lastSeenAt ?? null,
        },
        now,
      );
      if (presence.status === 'hidden') {
        result.set(userId, { ...presence, endsAt: null, focusMinutesToday: null, streak: null });
        return;
      }
      const overview = await getStatsOverview(ctx, userId);
      result.set(userId, {
        status: presence.status,
        endsAt: presence.endsAt?.toISOString() ?? null,
        minutesLeft: presence.minutesLeft,
        focusMinutesToday: overview.today.focusMinutes,
        streak: overview.streak.current,
      });
    }),
  );
  return result;
}

/** Recomputes a user's presence and tells every group they are in. */
export async function publishPresence(ctx: GroupsCtx, userId: string) {
  const groupIds = await groupsRepository.groupIdsOf(ctx.db, userId);
  if (groupIds.length === 0) return;
  const presence = (await presencesOf(ctx, [userId])).get(userId)!;
  await ctx.live.publish({ type: 'presence', userId, groupIds, presence });
}

/**
 * PUT /api/presence/timer: the member's own timer started, paused or ended a period. The end is sent as
 * time left and placed on the server's clock, so a wrong browser clock changes nothing. A focus period
 * that starts here may tell the groups' members who asked for it (after the answer).
 */
export async function reportTimer(
  ctx: GroupsCtx,
  userId: string,
  report: { phase: 'focus' | 'break' | 'idle'; endsInMs: number | null },
) {
  const now = ctx.now();
  const endsAt =
    report.phase === 'idle' || report.endsInMs === null ? null : new Date(now.getTime() + report.endsInMs);
  const previous = (await presenceRepository.of(ctx.db, [userId])).get(userId);
  const next = { phase: report.phase, endsAt };
  await presenceRepository.saveTimer(ctx.db, userId, next);
  await publishPresence(ctx, userId);
  if (startsFocus(previous ?? null, next, now)) {
    runAfterAnswer(ctx, 'announcing a focus start', () => announceFocusStart(ctx, userId));
  }
  const presence = (await presencesOf(ctx, [userId])).get(userId)!;
  return { status: presence.status };
}

export async function getPresenceSettings(ctx: GroupsCtx, userId: string) {
  return { showActivity: await presenceRepository.settingOf(ctx.db, userId) };
}

/** "Show my activity to my groups": off makes the user Hidden for everyone at once. */
export async function savePresenceSettings(ctx: GroupsCtx, userId: string, body: { showActivity: boolean }) {
  await presenceRepository.saveShowActivity(ctx.db, userId, body.showActivity);
  await publishPresence(ctx, userId);
  return body;
}
