import { cancelPeriodEndRoute } from '@focus-room/core/api/push-plain';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/push/period-end: pause, reset or a mode switch; no push goes out for the period. */
export async function cancelPeriodEnd(): Promise<void> {
  await apiRequest(cancelPeriodEndRoute, {
    loadSchema: async () => (await import('@focus-room/core/api/push')).cancelPeriodEndResponseSchema,
  });
}
