import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { MAX_LEVEL } from '../levels/level-names';
import { publicUserSchema } from './auth';
import type { ApiRoute } from './route';

/** Admin balances are bounded only to keep them in a 32-bit column; the spec shows no bound. */
export const ADMIN_MAX_COINS = 1_000_000_000;

const levelRange = serverMessage('adminLevelRange', { max: MAX_LEVEL });

export const adminUserParamsSchema = z.object({
  id: z.uuid(M.adminUserIdInvalid),
});

/**
 * PUT /api/admin/users/{id}: coins and level as numbers; either may be left out
 * (docs/product-rules.md#admin-users).
 */
export const adminUpdateUserRequestSchema = z
  .object({
    coins: z
      .number({ error: serverMessage('fieldNumber', { field: 'coins' }) })
      .int(serverMessage('fieldWholeNumber', { field: 'coins' }))
      .min(0, serverMessage('fieldNegative', { field: 'coins' }))
      .max(ADMIN_MAX_COINS, serverMessage('fieldMax', { field: 'coins', max: ADMIN_MAX_COINS }))
      .optional(),
    level: z
      .number({ error: serverMessage('fieldNumber', { field: 'level' }) })
      .int(serverMessage('fieldWholeNumber', { field: 'level' }))
      .min(1, levelRange)
      .max(MAX_LEVEL, levelRange)
      .optional(),
  })
  .refine((body) => body.coins !== undefined || body.level !== undefined, {
    message: M.adminCoinsOrLevel,
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
