import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { apiDocsPlugin } from './plugins/api-docs';
import { authenticationPlugin } from './plugins/authentication';
import { cacheControlPlugin } from './plugins/cache-control';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { groupsLivePlugin } from './plugins/groups-live';
import { inlineScriptHashes } from './plugins/inline-script-hashes';
import { jobWorkerPlugin } from './plugins/job-worker';
import { rateLimitPlugin } from './plugins/rate-limit';
import { rejectNulCharactersPlugin } from './plugins/reject-nul-characters';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { accountRoutes } from './routes/api/account/account-routes';
import { signInDetailsRoutes } from './routes/api/account/sign-in-details-routes';
import { userExportRoutes } from './routes/api/account/user-export-routes';
import { adminStatsRoutes } from './routes/api/admin/admin-stats-routes';
import { adminUserListRoutes } from './routes/api/admin/admin-user-list-routes';
import { adminUserRoutes } from './routes/api/admin/admin-user-routes';
import { codeRoutes } from './routes/api/auth/code-routes';
import { credentialRoutes } from './routes/api/auth/credential-routes';
import { sessionRoutes } from './routes/api/auth/session-routes';
import { collectionRoutes } from './routes/api/collections/collection-routes';
import { configRoutes } from './routes/api/config/config-routes';
import { focusRoutes } from './routes/api/focus/focus-routes';
import { groupLiveRoutes } from './routes/api/groups/group-live-routes';
import { groupRoutes } from './routes/api/groups/group-routes';
import { groupSafetyRoutes } from './routes/api/groups/group-safety-routes';
import { healthRoutes } from './routes/api/health/health-routes';
import { levelRoutes } from './routes/api/levels/level-routes';
import { newsletterAdminRoutes } from './routes/api/newsletter/newsletter-admin-routes';
import { newsletterRoutes } from './routes/api/newsletter/newsletter-routes';
import { pushRoutes } from './routes/api/push/push-routes';
import { reviewRoutes } from './routes/api/reviews/review-routes';
import { roomRoutes } from './routes/api/rooms/room-routes';
import { statsPanelRoutes } from './routes/api/stats/stats-panel-routes';
import { statsRoutes } from './routes/api/stats/stats-routes';
import { taskRoutes } from './routes/api/tasks/task-routes';
import { usageRoutes } from './routes/api/usage/usage-routes';
import { scheduleIdempotencyPruning } from './services/idempotency/prune-remembered-answers';

export async function buildApp({ ctx }: { ctx: AppContext }) {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 100 * 1024,
    frameworkErrors,
    // One compact line per request instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // The route table, so tests can walk every route (e.g. every admin route must refuse visitors and users)
  // and check that every route under an admin path is in fact guarded by requireAdmin.
  const routeTable: App['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const admin = [route.onRequest ?? []].flat().some((hook) => hook === app.requireAdmin);
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, admin });
  });

  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(rejectNulCharactersPlugin);
  await app.register(securityHeadersPlugin, { inlineScripts: inlineScriptHashes(ctx.config.webDist) });
  await app.register(cacheControlPlugin);
  await app.register(rateLimitPlugin, { redisUrl: ctx.config.redisUrl });
  await app.register(apiDocsPlugin);
  await app.register(authenticationPlugin);
  await app.register(jobWorkerPlugin);
  await app.register(groupsLivePlugin);

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(credentialRoutes);
  await app.register(codeRoutes);
  await app.register(sessionRoutes);
  await app.register(focusRoutes);
  await app.register(levelRoutes);
  await app.register(collectionRoutes);
  await app.register(statsRoutes);
  await app.register(statsPanelRoutes);
  await app.register(userExportRoutes);
  await app.register(roomRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminUserListRoutes);
  await app.register(adminStatsRoutes);
  await app.register(taskRoutes);
  await app.register(newsletterRoutes);
  await app.register(newsletterAdminRoutes);
  await app.register(reviewRoutes);
  await app.register(accountRoutes);
  await app.register(signInDetailsRoutes);
  await app.register(pushRoutes);
  await app.register(groupRoutes);
  await app.register(groupLiveRoutes);
  await app.register(groupSafetyRoutes);
  // Holds POST /api/admin/track-browser, the one public route under /api/admin (see the file).
  await app.register(usageRoutes);

  await app.register(spaPlugin, { webDist: ctx.config.webDist });

  // Remembered Idempotency-Key answers are forgotten after 7 days, off the request path.
  let stopPruning: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopPruning = scheduleIdempotencyPruning(ctx);
  });
  app.addHook('onClose', async () => {
    await stopPruning?.();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
