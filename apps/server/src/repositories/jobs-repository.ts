import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import { jobs } from '../db/schema';

export type JobKind = (typeof jobs.$inferSelect)['kind'];
export type ClaimedJob = {
  id: string;
  kind: JobKind;
  userId: string | null;
  payload: unknown;
  runAt: Date;
  attempts: number;
};

/** What a finished job asks for: nothing more, or to run again at `runAt` with a new payload. */
export type JobOutcome = { next?: { runAt: Date; payload: unknown } };

/** The database job queue (docs/decisions/033-job-queue-in-the-database.md). */
export const jobsRepository = {
  /**
   * Schedules the one job of `singletonKey`, replacing a pending one in the same statement. The
   * replacement gets a new id, so an instance still finishing the old job deletes only the old one.
   */
  async replace(
    db: Database,
    job: {
      kind: JobKind;
      singletonKey: string;
      userId: string | null;
      payload: unknown;
      runAt: Date;
      now: Date;
    },
  ) {
    await db
      .insert(jobs)
      .values({
        kind: job.kind,
        singletonKey: job.singletonKey,
        userId: job.userId,
        payload: job.payload,
        runAt: job.runAt,
        createdAt: job.now,
      })
      .onConflictDoUpdate({
        target: jobs.singletonKey,
        set: {
          id: sql`gen_random_uuid()`,
          kind: job.kind,
          userId: job.userId,
          payload: job.payload,
          runAt: job.runAt,
          lockedUntil: null,
          attempts: 0,
          createdAt: job.now,
        },
      });
  },

  /** Deletes the pending job of `singletonKey`; true when there was one. */
  async cancel(db: Database, singletonKey: string) {
    const rows = await db.delete(jobs).where(eq(jobs.singletonKey, singletonKey)).returning({ id: jobs.id });
    return rows.length > 0;
  },

  /**
   * Takes one due job for this instance until `leaseUntil`: the oldest due one that nobody holds.
   * SKIP LOCKED lets instances claiming at the same moment take different jobs instead of waiting, and the
   * lease keeps a claimed job from being taken again while its instance works on it. A job whose instance
   * died is taken again once the lease has run out.
   */
  async claimDue(db: Database, now: Date, leaseUntil: Date): Promise<ClaimedJob | undefined> {
    const [row] = await queryRows<{
      id: string;
      kind: JobKind;
      user_id: string | null;
      payload: unknown;
      run_at: string | Date;
      attempts: number;
    }>(
      db,
      sql`update ${jobs} set locked_until = ${leaseUntil.toISOString()}, attempts = attempts + 1
          where id = (
            select id from ${jobs}
            where run_at <= ${now.toISOString()}
              and (locked_until is null or locked_until <= ${now.toISOString()})
            order by run_at
            limit 1
            for update skip locked
          )
          returning id, kind, user_id, payload, run_at, attempts`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      kind: row.kind,
      userId: row.user_id,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      runAt: new Date(row.run_at),
      attempts: row.attempts,
    };
  },

  /** Done (or dropped): the job goes. A replacement scheduled meanwhile has another id and stays. */
  async remove(db: Database, id: string) {
    await db.delete(jobs).where(eq(jobs.id, id));
  },

  /**
   * The job runs again later (the next period of a schedule), released from this instance. Only the
   * claimed row moves: if the job was cancelled or replaced meanwhile, nothing happens.
   */
  async reschedule(db: Database, id: string, runAt: Date, payload: unknown) {
    await db.update(jobs).set({ runAt, payload, lockedUntil: null, attempts: 0 }).where(eq(jobs.id, id));
  },

  async findBySingletonKey(db: Database, singletonKey: string) {
    const [row] = await db.select().from(jobs).where(eq(jobs.singletonKey, singletonKey));
    return row;
  },
};
