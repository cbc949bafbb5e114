import type { FocusPeriodRequest } from '@focus-room/core/api/usage';
import { apiRequest } from '../../../lib/api-client';

export const FOCUS_PERIOD_PATH = '/api/user-activity/focus-period';

/** POST /api/user-activity/focus-period: a finished focus period or break, for the admin Analytics tab. */
export async function reportFocusPeriod(period: FocusPeriodRequest): Promise<void> {
  await apiRequest(FOCUS_PERIOD_PATH, { method: 'POST', body: period });
}
