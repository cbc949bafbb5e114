import { z } from 'zod';
import type { ApiRoute } from './route';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** Settings the browser needs at run time, so one build serves every deployment. */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  googleClientId: z.string().nullable(),
  spotifyPlaylistId: z.string(),
  /**
   * Who runs this server (OPERATOR_NAME, OPERATOR_ADDRESS): the controller named in the privacy notice,
   * the terms and the imprint. Null when the operator has not configured it.
   */
  operator: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const healthRoute = { method: 'GET', path: '/api/health' } as const satisfies ApiRoute;
// The run-time settings are read by the app shell, which imports them without zod (decision 016).
export { publicConfigRoute } from './shell-routes';
