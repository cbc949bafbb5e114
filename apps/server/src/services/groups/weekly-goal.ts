import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '@focus-room/core/api/stats';
import { groupWeekOf, weeklyGoalProgress } from '@focus-room/core/groups/rules';
import { focusUnitsToMinutes } from '@focus-room/core/stats/goal';
import type { Database } from '../../db/database';
import { groupsRepository, type StudyGroupRow } from '../../repositories/groups-repository';
import type { GroupsCtx } from './presence-service';

/** The group week `now` falls in, in the owner's zone (the statistics' zone, UTC until saved). */
async function weekAt(db: Database, group: StudyGroupRow, now: Date) {
  const saved = await groupsRepository.ownerTimeZone(db, group.ownerId);
  const timeZone = saved && isKnownTimeZone(saved) ? saved : DEFAULT_TIME_ZONE;
  return { monday: groupWeekOf(now, timeZone).monday, timeZone };
}

async function progressOf(
  db: Database,
  group: StudyGroupRow,
  memberIds: string[],
  week: { monday: string; timeZone: string },
) {
  const units = await groupsRepository.weekFocusUnits(db, memberIds, week.monday, week.timeZone);
  return { monday: week.monday, ...weeklyGoalProgress(focusUnitsToMinutes(units), group.weeklyGoalMinutes) };
}

/**
 * The group week's minutes against the goal (docs/product-rules.md#weekly-group-goal): the members' focus
 * since Monday 4:00 in the owner's zone (core groups/rules.ts). A read: it records nothing.
 */
export async function weekOf(db: Database, group: StudyGroupRow, memberIds: string[], now: Date) {
  return progressOf(db, group, memberIds, await weekAt(db, group, now));
}

/**
 * Records the group's week in its history once the goal is reached. Called wherever the week's minutes
 * or its goal may have just reached it (focus time recorded, the goal changed, a member joining), so the
 * history and the badge are right whether or not anyone reads the group. Idempotent: one row per group
 * and week, and a week already recorded costs one lookup. The members' pages learn of a newly reached
 * week at once.
 */
export async function markWeekIfReached(ctx: GroupsCtx, groupId: string) {
  const group = await groupsRepository.group(ctx.db, groupId);
  if (!group) return;
  const now = ctx.now();
  const week = await weekAt(ctx.db, group, now);
  if (await groupsRepository.isWeekReached(ctx.db, groupId, week.monday)) return;
  const memberIds = (await groupsRepository.members(ctx.db, groupId)).map((m) => m.userId);
  const progress = await progressOf(ctx.db, group, memberIds, week);
  if (!progress.reached) return;
  const marked = await groupsRepository.markWeekReached(ctx.db, {
    groupId,
    monday: progress.monday,
    minutes: progress.minutes,
    goalMinutes: progress.goalMinutes,
    reachedAt: now,
  });
  if (marked) await ctx.live.publish({ type: 'group', groupId });
}

/** After the user's focus time was recorded: each of their groups may have reached its goal. */
export async function markWeeksReachedBy(ctx: GroupsCtx, userId: string) {
  for (const groupId of await groupsRepository.groupIdsOf(ctx.db, userId)) {
    await markWeekIfReached(ctx, groupId);
  }
}
