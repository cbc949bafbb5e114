import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** Settings the browser needs at run time, so one build serves every deployment. */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  googleClientId: z.string().nullable(),
  spotifyPlaylistId: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
