import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  coinLedger,
  focusPeriods,
  focusTimeLedger,
  loginEvents,
  newsletterSubscriptions,
  pushSubscriptions,
  reviews,
  sessions,
  statsDays,
  statsSettings,
  taskPomodoros,
  tasks,
  users,
} from '../db/schema';

/**
 * What GET /api/user/export reads: every table that holds the user's data, each column named on purpose.
 * Secrets are never selected, so they cannot leak into the file by a later change elsewhere: no password
 * hash, no one-time codes, no session ids, no newsletter confirmation token.
 */
export const userExportRepository = {
  async profile(db: Database, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        displayName: users.displayName,
        photoUrl: users.photoUrl,
        googleSub: users.googleSub,
        role: users.role,
        isVerified: users.isVerified,
        level: users.level,
        coins: users.coins,
        coinsEarned: users.coinsEarned,
        coinsSpent: users.coinsSpent,
        collectionCoinsSpent: users.collectionCoinsSpent,
        focusTime: users.focusTime,
        tasksTotal: users.tasksTotal,
        tasksFinished: users.tasksFinished,
        coinsCreditedUntil: users.coinsCreditedUntil,
        timeCreditedUntil: users.timeCreditedUntil,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  async statsSettings(db: Database, userId: string) {
    const [row] = await db
      .select({
        goalKind: statsSettings.goalKind,
        goalValue: statsSettings.goalValue,
        dayStartHour: statsSettings.dayStartHour,
        timeZone: statsSettings.timeZone,
      })
      .from(statsSettings)
      .where(eq(statsSettings.userId, userId));
    return row;
  },

  async tasks(db: Database, userId: string) {
    return db
      .select({
        id: tasks.id,
        taskName: tasks.taskName,
        dueDate: tasks.dueDate,
        estimatedPomodoros: tasks.estimatedPomodoros,
        completedPomodoros: tasks.completedPomodoros,
        priority: tasks.priority,
        status: tasks.status,
        position: tasks.position,
        createdAt: tasks.createdAt,
        finishedAt: tasks.finishedAt,
        finishedDay: tasks.finishedDay,
        coinsAwardedAt: tasks.coinsAwardedAt,
      })
      .from(tasks)
      .where(eq(tasks.userId, userId))
      .orderBy(asc(tasks.createdAt), asc(tasks.id));
  },

  async taskPomodoros(db: Database, userId: string) {
    return db
      .select({ taskId: taskPomodoros.taskId, createdAt: taskPomodoros.createdAt })
      .from(taskPomodoros)
      .where(eq(taskPomodoros.userId, userId))
      .orderBy(asc(taskPomodoros.createdAt));
  },

  async focusDays(db: Database, userId: string) {
    return db
      .select({
        day: statsDays.day,
        focusUnits: statsDays.focusUnits,
        pomodoros: statsDays.pomodoros,
        coinsEarned: statsDays.coinsEarned,
        tasksFinished: statsDays.tasksFinished,
        goalKind: statsDays.goalKind,
        goalValue: statsDays.goalValue,
      })
      .from(statsDays)
      .where(eq(statsDays.userId, userId))
      .orderBy(asc(statsDays.day));
  },

  async coinLedger(db: Database, userId: string) {
    return db
      .select({
        delta: coinLedger.delta,
        kind: coinLedger.kind,
        detail: coinLedger.detail,
        createdAt: coinLedger.createdAt,
      })
      .from(coinLedger)
      .where(eq(coinLedger.userId, userId))
      .orderBy(asc(coinLedger.createdAt));
  },

  async levelHistory(db: Database, userId: string) {
    return db
      .select({ delta: coinLedger.delta, detail: coinLedger.detail, createdAt: coinLedger.createdAt })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, userId), eq(coinLedger.kind, 'upgrade')))
      .orderBy(asc(coinLedger.createdAt));
  },

  async focusTimeLedger(db: Database, userId: string) {
    return db
      .select({ units: focusTimeLedger.seconds, createdAt: focusTimeLedger.createdAt })
      .from(focusTimeLedger)
      .where(eq(focusTimeLedger.userId, userId))
      .orderBy(asc(focusTimeLedger.createdAt));
  },

  async focusPeriods(db: Database, userId: string) {
    return db
      .select({
        kind: focusPeriods.kind,
        seconds: focusPeriods.seconds,
        analytics: focusPeriods.analytics,
        createdAt: focusPeriods.createdAt,
      })
      .from(focusPeriods)
      .where(eq(focusPeriods.userId, userId))
      .orderBy(asc(focusPeriods.createdAt));
  },

  async newsletter(db: Database, userId: string) {
    const [row] = await db
      .select({
        email: newsletterSubscriptions.email,
        subscribedAt: newsletterSubscriptions.subscribedAt,
        pendingEmail: newsletterSubscriptions.pendingEmail,
        confirmExpiresAt: newsletterSubscriptions.confirmExpiresAt,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.userId, userId));
    return row;
  },

  async reviews(db: Database, userId: string) {
    return db
      .select({
        starRating: reviews.starRating,
        textReview: reviews.textReview,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt));
  },

  async loginEvents(db: Database, userId: string) {
    return db
      .select({ method: loginEvents.method, createdAt: loginEvents.createdAt })
      .from(loginEvents)
      .where(eq(loginEvents.userId, userId))
      .orderBy(asc(loginEvents.createdAt));
  },

  /**
   * The browsers that get alerts at a period end: their push address and keys, which their own browser
   * made and holds too (the server's VAPID key is what lets anyone push through them).
   */
  async pushSubscriptions(db: Database, userId: string) {
    return db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  },

  /** Sessions without their ids: an id is what a bearer token names. */
  async sessions(db: Database, userId: string) {
    return db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  },
};
