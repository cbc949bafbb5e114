// Local-storage keys of the consented usage reports. Apart from usage-report.ts (a lazy chunk) so that the
// session's idle wipe, in the first chunk, can keep them without loading the reports.
export const BROWSER_TRACKED_KEY = 'browserTracked';
export const VISITOR_ID_KEY = 'visitorId';
