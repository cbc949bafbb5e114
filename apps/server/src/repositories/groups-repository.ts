import { GROUP_DAY_START_HOUR } from '@focus-room/core/groups/rules';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  focusTimeLedger,
  groupInvites,
  groupMembers,
  groupSessions,
  groupWeeksReached,
  pushSubscriptions,
  statsSettings,
  studyGroups,
  users,
} from '../db/schema';

export type StudyGroupRow = typeof studyGroups.$inferSelect;
export type GroupSessionRow = typeof groupSessions.$inferSelect;

/** Study groups, their members, invites, running session and reached weeks (docs/product-rules.md#study-groups). */
export const groupsRepository = {
  /** Locks the user row first (before any group row), so joins, creates and leaves take locks in one order. */
  async lockUser(db: Database, userId: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  async group(db: Database, groupId: string): Promise<StudyGroupRow | undefined> {
    const [row] = await db.select().from(studyGroups).where(eq(studyGroups.id, groupId));
    return row;
  },

  async lockGroup(db: Database, groupId: string): Promise<StudyGroupRow | undefined> {
    const [row] = await db.select().from(studyGroups).where(eq(studyGroups.id, groupId)).for('update');
    return row;
  },

  /** The group, when `userId` is one of its members; undefined otherwise (a non-member learns nothing). */
  async groupOfMember(db: Database, groupId: string, userId: string): Promise<StudyGroupRow | undefined> {
    const [row] = await db
      .select({ group: studyGroups })
      .from(studyGroups)
      .innerJoin(groupMembers, eq(groupMembers.groupId, studyGroups.id))
      .where(and(eq(studyGroups.id, groupId), eq(groupMembers.userId, userId)));
    return row?.group;
  },

  async insertGroup(db: Database, values: { name: string; ownerId: string; createdAt: Date }) {
    const [row] = await db.insert(studyGroups).values(values).returning();
    return row!;
  },

  async updateGroup(
    db: Database,
    groupId: string,
    values: Partial<Pick<StudyGroupRow, 'name' | 'weeklyGoalMinutes' | 'ownerId' | 'focusPushedAt'>>,
  ) {
    if (Object.keys(values).length === 0) return;
    await db.update(studyGroups).set(values).where(eq(studyGroups.id, groupId));
  },

  async deleteGroup(db: Database, groupId: string) {
    await db.delete(studyGroups).where(eq(studyGroups.id, groupId));
  },

  async addMember(db: Database, groupId: string, userId: string, joinedAt: Date) {
    await db.insert(groupMembers).values({ groupId, userId, joinedAt }).onConflictDoNothing();
  },

  async removeMember(db: Database, groupId: string, userId: string) {
    const removed = await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning({ userId: groupMembers.userId });
    return removed.length > 0;
  },

  async countMembers(db: Database, groupId: string) {
    const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
    return row?.n ?? 0;
  },

  async countGroupsOf(db: Database, userId: string) {
    const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.userId, userId));
    return row?.n ?? 0;
  },

  async groupIdsOf(db: Database, userId: string): Promise<string[]> {
    const rows = await db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, userId));
    return rows.map((row) => row.groupId);
  },

  /** The user's groups, oldest membership first (who counts as a member differs per viewer: blocks). */
  async groupsOf(db: Database, userId: string) {
    return db
      .select({ group: studyGroups })
      .from(groupMembers)
      .innerJoin(studyGroups, eq(studyGroups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, userId))
      .orderBy(asc(groupMembers.joinedAt));
  },

  async members(db: Database, groupId: string) {
    return db
      .select({
        userId: groupMembers.userId,
        username: users.username,
        inSession: groupMembers.inSession,
        focusPush: groupMembers.focusPush,
        joinedAt: groupMembers.joinedAt,
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId));
  },

  /** The member who has been in the group longest, other than `except`: who inherits ownership. */
  async longestMemberExcept(db: Database, groupId: string, except: string) {
    const [row] = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, except)))
      .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId))
      .limit(1);
    return row?.userId;
  },

  async setInSession(db: Database, groupId: string, userId: string, inSession: boolean) {
    await db
      .update(groupMembers)
      .set({ inSession })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  },

  async setFocusPush(db: Database, groupId: string, userId: string, focusPush: boolean) {
    await db
      .update(groupMembers)
      .set({ focusPush })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  },

  /**
   * The members of the group other than `except` who turned the focus push on and have a browser
   * subscribed to push: whom a "started focusing" push of the group can reach.
   */
  async focusPushMembers(db: Database, groupId: string, except: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ userId: groupMembers.userId })
      .from(groupMembers)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, groupMembers.userId))
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          eq(groupMembers.focusPush, true),
          ne(groupMembers.userId, except),
        ),
      );
    return rows.map((row) => row.userId);
  },

  async clearInSession(db: Database, groupId: string) {
    await db.update(groupMembers).set({ inSession: false }).where(eq(groupMembers.groupId, groupId));
  },

  async insertInvite(
    db: Database,
    values: { groupId: string; codeHash: string; createdAt: Date; expiresAt: Date },
  ) {
    const [row] = await db.insert(groupInvites).values(values).returning();
    return row!;
  },

  async openInvites(db: Database, groupId: string, now: Date) {
    return db
      .select({ id: groupInvites.id, expiresAt: groupInvites.expiresAt })
      .from(groupInvites)
      .where(
        and(
          eq(groupInvites.groupId, groupId),
          isNull(groupInvites.revokedAt),
          gt(groupInvites.expiresAt, now),
        ),
      )
      .orderBy(desc(groupInvites.createdAt));
  },

  async inviteByHash(db: Database, codeHash: string) {
    const [row] = await db.select().from(groupInvites).where(eq(groupInvites.codeHash, codeHash));
    return row;
  },

  async revokeInvite(db: Database, groupId: string, inviteId: string, now: Date) {
    const rows = await db
      .update(groupInvites)
      .set({ revokedAt: now })
      .where(
        and(eq(groupInvites.id, inviteId), eq(groupInvites.groupId, groupId), isNull(groupInvites.revokedAt)),
      )
      .returning({ id: groupInvites.id });
    return rows.length > 0;
  },

  async session(db: Database, groupId: string): Promise<GroupSessionRow | undefined> {
    const [row] = await db.select().from(groupSessions).where(eq(groupSessions.groupId, groupId));
    return row;
  },

  async sessionsOf(db: Database, groupIds: string[]): Promise<GroupSessionRow[]> {
    if (groupIds.length === 0) return [];
    return db.select().from(groupSessions).where(inArray(groupSessions.groupId, groupIds));
  },

  async saveSession(db: Database, values: GroupSessionRow) {
    await db
      .insert(groupSessions)
      .values(values)
      .onConflictDoUpdate({ target: groupSessions.groupId, set: values });
  },

  async deleteSession(db: Database, groupId: string) {
    await db.delete(groupSessions).where(eq(groupSessions.groupId, groupId));
  },

  /** The owner's saved time zone (null when they never saved one or there is no owner). */
  async ownerTimeZone(db: Database, ownerId: string | null) {
    if (!ownerId) return null;
    const [row] = await db
      .select({ timeZone: statsSettings.timeZone })
      .from(statsSettings)
      .where(eq(statsSettings.userId, ownerId));
    return row?.timeZone ?? null;
  },

  /**
   * Focus time (the ledger's unit) the members credited from Monday 4:00 of `monday` in `timeZone` for
   * seven days: the group week (core groups/rules.ts). The bounds are instants, so the ledger's
   * (user_id, created_at) index serves it.
   */
  async weekFocusUnits(db: Database, memberIds: string[], monday: string, timeZone: string) {
    if (memberIds.length === 0) return 0;
    const dayStart = sql`make_interval(hours => ${GROUP_DAY_START_HOUR})`;
    const start = sql`((${monday}::date + ${dayStart}) at time zone ${timeZone})`;
    const end = sql`((${monday}::date + 7 + ${dayStart}) at time zone ${timeZone})`;
    const [row] = await db
      .select({ units: sql<string | null>`sum(${focusTimeLedger.seconds})` })
      .from(focusTimeLedger)
      .where(
        and(
          inArray(focusTimeLedger.userId, memberIds),
          sql`${focusTimeLedger.createdAt} >= ${start}`,
          sql`${focusTimeLedger.createdAt} < ${end}`,
        ),
      );
    return Number(row?.units ?? 0);
  },

  /** Records a reached week once; true when this call recorded it. */
  async markWeekReached(
    db: Database,
    values: { groupId: string; monday: string; minutes: number; goalMinutes: number; reachedAt: Date },
  ) {
    const rows = await db
      .insert(groupWeeksReached)
      .values(values)
      .onConflictDoNothing()
      .returning({ monday: groupWeeksReached.monday });
    return rows.length > 0;
  },

  async isWeekReached(db: Database, groupId: string, monday: string) {
    const [row] = await db
      .select({ monday: groupWeeksReached.monday })
      .from(groupWeeksReached)
      .where(and(eq(groupWeeksReached.groupId, groupId), eq(groupWeeksReached.monday, monday)));
    return row !== undefined;
  },

  async weeksReached(db: Database, groupId: string): Promise<string[]> {
    const rows = await db
      .select({ monday: groupWeeksReached.monday })
      .from(groupWeeksReached)
      .where(eq(groupWeeksReached.groupId, groupId))
      .orderBy(desc(groupWeeksReached.monday))
      .limit(52);
    return rows.map((row) => row.monday);
  },
};
