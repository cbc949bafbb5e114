// How the server process is started, by `npm start` and by every script that runs the production server
// (benchmarks, soak runs, the browser journeys): one place, so that what is measured is what runs.
//
// --max-semi-space-size: V8's young generation, where a request's short-lived objects are born, grows to
// 32 MiB per half instead of the default (16 on this machine; less on a host with little memory). Under
// load a scavenge then runs half as often for the same surviving objects (the in-flight requests'), and
// fewer of them are copied into the old generation (docs/decisions/062-a-larger-young-generation.md:
// garbage collection 7.8–9.4 % → 5.1–5.8 % of the server's busy time under toggles and drops).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * The built server's entry point (scripts/server-build.mjs), after any node flags: a flag given later on
 * the command line wins over these. Plain node runs it, with production dependencies only.
 */
export const SERVER_ENTRY = ['apps/server/dist/main.js'];

/** The built operator command that makes or promotes an admin (`npm run create-admin`). */
export const CREATE_ADMIN_ENTRY = 'apps/server/dist/create-admin.js';
