import type { AppContext } from '../../app-context';
import { type ClaimedJob, type JobKind, jobsRepository } from '../../repositories/jobs-repository';
import { deliverPeriodEnd, PERIOD_END_STALE_MS } from '../push/period-end';

type JobHandler = {
  run: (ctx: AppContext, job: ClaimedJob) => Promise<void>;
  /** A job found this long after it was due is dropped unrun (the server was down). */
  staleAfterMs: number;
};

const handlers: Record<JobKind, JobHandler> = {
  'period-end-push': { run: deliverPeriodEnd, staleAfterMs: PERIOD_END_STALE_MS },
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
 * due jobs one by one, runs or drops each and deletes it. The first pass runs at start-up, so a job that
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
      if (now.getTime() - job.runAt.getTime() > handler.staleAfterMs) {
        ctx.log.info({ jobId: job.id, kind: job.kind, dueAt: job.runAt }, 'stale job dropped');
        await jobsRepository.remove(ctx.db, job.id);
        continue;
      }
      try {
        await handler.run(ctx, job);
        await jobsRepository.remove(ctx.db, job.id);
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
