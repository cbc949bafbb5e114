import { z } from 'zod';
import { SERVER_MESSAGES as M, serverMessage } from '../i18n/server-messages';
import { BROWSERS, THEMES } from './usage-plain';

export * from './usage-plain';

export const trackBrowserRequestSchema = z.object({
  browser: z.enum(BROWSERS, { error: serverMessage('browserInvalid', { browsers: BROWSERS.join(', ') }) }),
  visitorId: z.uuid(M.visitorIdInvalid).optional(),
  theme: z.enum(THEMES, { error: M.themeInvalid }).optional(),
});
export type TrackBrowserRequest = z.infer<typeof trackBrowserRequestSchema>;

/**
 * POST /api/user-activity/focus-period: a finished timer period of a signed-in user, in measured
 * seconds (a pomodoro or countdown focus period, or a break). The user's own statistics count their
 * pomodoros from these whatever the cookie choice; `analytics` says whether the user allowed analytics,
 * and only those periods count in the admin Analytics tab (docs/product-rules.md#usage-reports). A period
 * longer than the timer allows (9999 minutes) is refused.
 */
export const FOCUS_PERIOD_MAX_SECONDS = 9999 * 60;
export const focusPeriodRequestSchema = z.object({
  kind: z.enum(['focus', 'break'], { error: M.periodKindInvalid }),
  seconds: z
    .number({ error: serverMessage('fieldNumber', { field: 'seconds' }) })
    .int(serverMessage('fieldWholeNumber', { field: 'seconds' }))
    .min(1, M.secondsMin)
    .max(
      FOCUS_PERIOD_MAX_SECONDS,
      serverMessage('fieldMax', { field: 'seconds', max: FOCUS_PERIOD_MAX_SECONDS }),
    ),
  analytics: z.boolean({ error: M.analyticsFlagInvalid }).optional(),
});
export type FocusPeriodRequest = z.infer<typeof focusPeriodRequestSchema>;
