import { cancelPeriodEndResponseSchema, cancelPeriodEndRoute } from '@focus-room/core/api/push';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/push/period-end: pause, reset or a mode switch; no push goes out for the period. */
export async function cancelPeriodEnd(): Promise<void> {
  await apiRequest(cancelPeriodEndRoute, { schema: cancelPeriodEndResponseSchema });
}
