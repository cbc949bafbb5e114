import { z } from 'zod';
import { MAX_LEVEL } from '../levels/level-names';
import { publicUserSchema } from './auth';
import type { ApiRoute } from './route';

/** Admin balances are bounded only to keep them in a 32-bit column; the spec shows no bound. */
export const ADMIN_MAX_COINS = 1_000_000_000;

export const adminUserParamsSchema = z.object({
  id: z.uuid('That user id is not valid'),
});

/**
 * PUT /api/admin/users/{id}: coins and level as numbers; either may be left out
 * (docs/product-rules.md#admin-users).
 */
export const adminUpdateUserRequestSchema = z
  .object({
    coins: z
      .number({ error: 'coins must be a number' })
      .int('coins must be a whole number')
      .min(0, 'coins cannot be negative')
      .max(ADMIN_MAX_COINS, `coins can be at most ${ADMIN_MAX_COINS}`)
      .optional(),
    level: z
      .number({ error: 'level must be a number' })
      .int('level must be a whole number')
      .min(1, `level must be from 1 to ${MAX_LEVEL}`)
      .max(MAX_LEVEL, `level must be from 1 to ${MAX_LEVEL}`)
      .optional(),
  })
  .refine((body) => body.coins !== undefined || body.level !== undefined, {
    message: 'Send coins, level or both',
  });

export const adminUpdateUserResponseSchema = z.object({
  message: z.string(),
  user: publicUserSchema,
});
export type AdminUpdateUserResponse = z.infer<typeof adminUpdateUserResponseSchema>;

// The endpoints of this area: method and path, for the server to register and the web to call (api/route.ts).
export const updateAdminUserRoute = {
  method: 'PUT',
  path: '/api/admin/users/:id',
  url: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
} as const satisfies ApiRoute;
