import type { FocusPeriodRequest } from '@focus-room/core/api/usage';
import { focusPeriodRoute } from '@focus-room/core/api/usage-plain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user-activity/focus-period: a finished focus period or break, for the admin Analytics tab. */
export async function reportFocusPeriod(period: FocusPeriodRequest): Promise<void> {
  await apiRequest(focusPeriodRoute, { body: period });
}
