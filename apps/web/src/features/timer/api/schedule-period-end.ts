import type { SchedulePeriodEndRequest } from '@focus-room/core/api/push';
import { schedulePeriodEndRoute } from '@focus-room/core/api/push-plain';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/push/period-end: the running period's end and the ends after it; replaces the last schedule. */
export async function schedulePeriodEnd(request: SchedulePeriodEndRequest): Promise<void> {
  await apiRequest(schedulePeriodEndRoute, {
    body: request,
    loadSchema: async () => (await import('@focus-room/core/api/push')).schedulePeriodEndResponseSchema,
  });
}
