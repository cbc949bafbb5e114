import {
  type SchedulePeriodEndRequest,
  schedulePeriodEndResponseSchema,
  schedulePeriodEndRoute,
} from '@focus-room/core/api/push';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/push/period-end: the running period's end and the ends after it; replaces the last schedule. */
export async function schedulePeriodEnd(request: SchedulePeriodEndRequest): Promise<void> {
  await apiRequest(schedulePeriodEndRoute, { body: request, schema: schedulePeriodEndResponseSchema });
}
