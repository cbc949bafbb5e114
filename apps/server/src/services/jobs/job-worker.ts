import type { AppContext } from '../../app-context';
import {
  type ClaimedJob,
  type JobKind,
  type JobOutcome,
  jobsRepository,
} from '../../repositories/jobs-repository';
import { deliverFocusPush, FOCUS_PUSH_STALE_MS } from '../groups/focus-push';
import { deliverPeriodEnd, PERIOD_END_STALE_MS } from '../push/period-end';

type JobHandler = {
  /** Does the job's work, or only what must follow it when `stale` (found too late to be worth doing). */
  run: (ctx: AppContext, job: ClaimedJob, options: { stale: boolean }) => Promise<JobOutcome>;
  /** A job found this long after it was due is stale (the server was down). */
  staleAfterMs: number;
};

const handlers: Record<JobKind, JobHandler> = {
  'period-end-push': { run: deliverPeriodEnd, staleAfterMs: PERIOD_END_STALE_MS },
  'group-focus-push': { run: deliverFocusPush, staleAfterMs: FOCUS_PUSH_STALE_MS },
};

/**
 * How long a claimed job stays this instance's. Long enough for a handler's network calls (a push has a
 * 10 s time-out); an instance that dies mid-job leaves it to another once the lease is over.
 */
export const JOB_LEASE_MS = 60_000;
/** Jobs one pass takes at most, so a backlog cannot keep a pass running for ever. */
const MAX_JOBS_PER_PASS = 200;

export type JobWorker = {
  /** Runs every due job now; resolves with how many were claimed. One pass at a time per instance. */
  runDue: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

/**
 * The job queue's worker (docs/decisions/033-job-queue-in-the-database.md): every `jobPollMs` it claims
 * due jobs one by one, runs each (a stale one only for what must follow it) and deletes it or moves it
 * to its next run. The first pass runs at start-up, so a job that
 * fell due while no instance was up goes out then, unless it is stale.
 */
export function createJobWorker(ctx: AppContext): JobWorker {
  let pass: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function runPass(): Promise<number> {
    let claimed = 0;
    while (claimed < MAX_JOBS_PER_PASS) {
      const now = ctx.now();
      const job = await jobsRepository.claimDue(ctx.db, now, new Date(now.getTime() + JOB_LEASE_MS));
      if (!job) break;
      claimed += 1;
      const handler = handlers[job.kind];
      const stale = now.getTime() - job.runAt.getTime() > handler.staleAfterMs;
      if (stale) ctx.log.info({ jobId: job.id, kind: job.kind, dueAt: job.runAt }, 'stale job skipped');
      try {
        const { next } = await handler.run(ctx, job, { stale });
        if (next) await jobsRepository.reschedule(ctx.db, job.id, next.runAt, next.payload);
        else await jobsRepository.remove(ctx.db, job.id);
      } catch (err) {
        // Left to its lease: another pass retries it until it is stale.
        ctx.log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
      }
    }
    return claimed;
  }

  const runDue = () => {
    pass ??= runPass().finally(() => {
      pass = null;
    });
    return pass;
  };

  const poll = () => {
    runDue().catch((err) => ctx.log.warn({ err }, 'job queue pass failed'));
  };

  return {
    runDue,
    start() {
      if (timer || ctx.config.jobPollMs <= 0) return;
      poll();
      timer = setInterval(poll, ctx.config.jobPollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await pass?.catch(() => {});
    },
  };
}
