import path from 'node:path';

// Folders the server reads at run time, found from this file's folder. The sources (src/) and the built
// server (dist/, scripts/server-build.mjs) sit at the same depth in apps/server, so these paths hold for
// both: keep every path that is found from the server's own folder here.

/** The SQL migrations (drizzle-kit's output). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/** The built web app, unless WEB_DIST names another. */
export const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
