import type { BrowserName } from '@focus-room/core/api/usage-plain';

/**
 * The browser kind that POST /api/admin/track-browser takes, from a user-agent string. Order matters: Edge
 * and Opera carry "Chrome" in their user agent, and Chrome carries "Safari".
 */
export function detectBrowser(userAgent: string): BrowserName {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/\bOPR\/|\bOpera\b|\bOPT\//.test(userAgent)) return 'Opera';
  if (/\bFirefox\/|\bFxiOS\//.test(userAgent)) return 'Firefox';
  if (/\b(?:Headless)?Chrome\/|\bChromium\/|\bCriOS\//.test(userAgent)) return 'Chrome';
  if (/\bSafari\//.test(userAgent) && /\bVersion\//.test(userAgent)) return 'Safari';
  return 'Other';
}
