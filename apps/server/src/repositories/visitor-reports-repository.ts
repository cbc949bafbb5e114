import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { visitorReports } from '../db/schema';

type Browser = (typeof visitorReports.$inferSelect)['browser'];
type Theme = NonNullable<(typeof visitorReports.$inferSelect)['theme']>;

/** Consented usage reports: one row per browser profile, no user id. */
export const visitorReportsRepository = {
  /** Inserts the profile's report, or updates it: the browser always, the theme only when sent. */
  async upsert(db: Database, report: { visitorId: string; browser: Browser; theme?: Theme; now: Date }) {
    await db
      .insert(visitorReports)
      .values({
        visitorId: report.visitorId,
        browser: report.browser,
        theme: report.theme ?? null,
        createdAt: report.now,
        updatedAt: report.now,
      })
      .onConflictDoUpdate({
        target: visitorReports.visitorId,
        set: {
          browser: sql`excluded.browser`,
          theme: sql`coalesce(excluded.theme, ${visitorReports.theme})`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  },

  /** The browser with the most reports; ties go to the alphabetically first. */
  async mostUsedBrowser(db: Database) {
    const [row] = await db
      .select({ browser: visitorReports.browser })
      .from(visitorReports)
      .groupBy(visitorReports.browser)
      .orderBy(sql`count(*) desc`, sql`${visitorReports.browser} collate "C"`)
      .limit(1);
    return row?.browser ?? null;
  },

  async themeCounts(db: Database) {
    const [row] = await db
      .select({
        dark: sql<number>`(count(*) filter (where ${visitorReports.theme} = 'dark'))::int`,
        light: sql<number>`(count(*) filter (where ${visitorReports.theme} = 'light'))::int`,
      })
      .from(visitorReports);
    return { dark: row?.dark ?? 0, light: row?.light ?? 0 };
  },
};
