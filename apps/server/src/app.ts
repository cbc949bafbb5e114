import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { apiDocsPlugin } from './plugins/api-docs';
import { authenticationPlugin } from './plugins/authentication';
import { errorHandlerPlugin } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { adminUserRoutes } from './routes/api/admin/admin-user-routes';
import { codeRoutes } from './routes/api/auth/code-routes';
import { credentialRoutes } from './routes/api/auth/credential-routes';
import { sessionRoutes } from './routes/api/auth/session-routes';
import { configRoutes } from './routes/api/config/config-routes';
import { focusRoutes } from './routes/api/focus/focus-routes';
import { healthRoutes } from './routes/api/health/health-routes';
import { levelRoutes } from './routes/api/levels/level-routes';
import { roomRoutes } from './routes/api/rooms/room-routes';
import { statsRoutes } from './routes/api/stats/stats-routes';
import { taskRoutes } from './routes/api/tasks/task-routes';

export async function buildApp({ ctx }: { ctx: AppContext }) {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 100 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // The route table, so tests can walk every route (e.g. every admin route must refuse visitors and users).
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, { redisUrl: ctx.config.redisUrl });
  await app.register(apiDocsPlugin);
  await app.register(authenticationPlugin);

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(credentialRoutes);
  await app.register(codeRoutes);
  await app.register(sessionRoutes);
  await app.register(focusRoutes);
  await app.register(levelRoutes);
  await app.register(statsRoutes);
  await app.register(roomRoutes);
  await app.register(adminUserRoutes);
  await app.register(taskRoutes);

  await app.register(spaPlugin, { webDist: ctx.config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
