import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobWorker, type JobWorker } from '../services/jobs/job-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database job queue's worker of this instance (period-end pushes). */
    jobWorker: JobWorker;
  }
}

/** Starts polling the job queue once the app is ready (a first pass at once) and stops it on close. */
export const jobWorkerPlugin = fp(async (app: FastifyInstance) => {
  const worker = createJobWorker(app.ctx);
  app.decorate('jobWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
