import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { groupMembers, groupReactions, groupReports, studyGroups, userBlocks, users } from '../db/schema';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/** Blocks, reports and reactions (docs/product-rules.md#study-groups). */
export const groupSafetyRepository = {
  async block(db: Database, blockerId: string, blockedId: string, createdAt: Date) {
    await db.insert(userBlocks).values({ blockerId, blockedId, createdAt }).onConflictDoNothing();
  },

  /** Everyone `userId` blocked or was blocked by: neither sees the other. */
  async blockedEitherWay(db: Database, userId: string): Promise<Set<string>> {
    const rows = await db
      .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
      .from(userBlocks)
      .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
    return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
  },

  /** Whether any member of the group blocked `userId` or was blocked by them. */
  async groupHasBlockWith(db: Database, groupId: string, userId: string) {
    const rows = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .innerJoin(
        userBlocks,
        or(
          and(eq(userBlocks.blockerId, groupMembers.userId), eq(userBlocks.blockedId, userId)),
          and(eq(userBlocks.blockedId, groupMembers.userId), eq(userBlocks.blockerId, userId)),
        ),
      )
      .where(eq(groupMembers.groupId, groupId))
      .limit(1);
    return rows.length > 0;
  },

  async insertReport(
    db: Database,
    values: {
      reporterId: string;
      groupId: string;
      reportedUserId: string | null;
      reason: 'name' | 'harassment' | 'spam' | 'other';
      createdAt: Date;
    },
  ) {
    await db.insert(groupReports).values(values);
  },

  async reports(db: Database, limit: number) {
    return db
      .select({
        id: groupReports.id,
        reason: groupReports.reason,
        createdAt: groupReports.createdAt,
        reporterId: reporter.id,
        reporterName: reporter.username,
        groupId: studyGroups.id,
        groupName: studyGroups.name,
        reportedId: reported.id,
        reportedName: reported.username,
      })
      .from(groupReports)
      .leftJoin(reporter, eq(reporter.id, groupReports.reporterId))
      .leftJoin(reported, eq(reported.id, groupReports.reportedUserId))
      .leftJoin(studyGroups, eq(studyGroups.id, groupReports.groupId))
      .orderBy(desc(groupReports.createdAt))
      .limit(limit);
  },

  async insertReaction(
    db: Database,
    values: { groupId: string; userId: string; reaction: string; createdAt: Date },
  ) {
    await db.insert(groupReactions).values(values);
  },

  /** For the data export: what the user sent and reported. */
  async exportOf(db: Database, userId: string) {
    const [reactions, reports, blocks] = await Promise.all([
      db
        .select({
          groupId: groupReactions.groupId,
          reaction: groupReactions.reaction,
          createdAt: groupReactions.createdAt,
        })
        .from(groupReactions)
        .where(eq(groupReactions.userId, userId))
        .orderBy(groupReactions.createdAt),
      db
        .select({
          groupId: groupReports.groupId,
          reportedUserId: groupReports.reportedUserId,
          reason: groupReports.reason,
          createdAt: groupReports.createdAt,
        })
        .from(groupReports)
        .where(eq(groupReports.reporterId, userId))
        .orderBy(groupReports.createdAt),
      db
        .select({ blockedId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, userId)),
    ]);
    return { reactions, reports, blocks };
  },

  async usersExist(db: Database, ids: string[]) {
    if (ids.length === 0) return new Set<string>();
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    return new Set(rows.map((row) => row.id));
  },
};

/**
 * For the data export: the user's memberships with the group's name, whether they own it and whether they
 * asked for its focus push.
 */
export async function membershipsForExport(db: Database, userId: string) {
  return db
    .select({
      groupId: studyGroups.id,
      name: studyGroups.name,
      owner: eq(studyGroups.ownerId, userId),
      weeklyGoalMinutes: studyGroups.weeklyGoalMinutes,
      focusPush: groupMembers.focusPush,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(studyGroups, eq(studyGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(groupMembers.joinedAt);
}
