// Starts the real server for the journeys: built web app, a fresh embedded database in a temp folder,
// and a local SMTP server (the npm package smtp-server) whose mails land as files in e2e/.artifacts/mailbox
// for the specs to read codes from. Stops with the test run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { SMTPServer } from 'smtp-server';
import { CREATE_ADMIN_ENTRY, SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../scripts/lib/server-command.mjs';
import { buildServerIfNeeded } from '../../scripts/server-build.mjs';

// The server the journeys run is the production build, as `npm start` runs it.
await buildServerIfNeeded();

// One mailbox per port, so two runs on different ports (E2E_PORT) never read or wipe each other's mails.
const mailbox = path.resolve(import.meta.dirname, `../.artifacts/mailbox-${process.env.E2E_PORT ?? '4310'}`);
rmSync(mailbox, { recursive: true, force: true });
mkdirSync(mailbox, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => {
      raw += chunk;
    });
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      writeFileSync(
        path.join(mailbox, `${Date.now()}-${String(count).padStart(4, '0')}.json`),
        JSON.stringify({ to, raw }),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// Google sign-in against a local key set: the server verifies ID tokens with these keys, and the specs
// sign tokens with the private key written next to the mailbox (support/google.ts).
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
const googleJwks = {
  keys: [{ ...(await exportJWK(publicKey)), kid: 'e2e-google', alg: 'RS256', use: 'sig' }],
};
writeFileSync(
  path.resolve(mailbox, `../google-key-${process.env.E2E_PORT ?? '4310'}.json`),
  JSON.stringify(await exportJWK(privateKey)),
);
const jwksServer = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(googleJwks));
});
await new Promise((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${jwksServer.address().port}/certs`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'focus-room-e2e-'));
// The admin for the journeys that need one (giving coins, the admin area), made the way an operator
// would; this first opening of the fresh database also migrates it.
const admin = spawnSync(
  process.execPath,
  [CREATE_ADMIN_ENTRY, '--email', 'admin@e2e.test', '--username', 'e2eadmin', '--password', 'Admin123$'],
  { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
);
if (admin.status !== 0) process.exit(admin.status ?? 1);
// The German pass's admin, the day-old accounts and the statistics account, in one opening of the
// database (scripts/e2e/seed-accounts.ts, e2e/support/seasoned-account.ts).
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e/seed-accounts.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...SERVER_ENTRY], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    GOOGLE_CLIENT_ID: 'focus-room-e2e.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: jwksUrl,
    // Each test presents its own client address (support/fixtures.ts), as users behind a proxy do, so the
    // per-address rate limits apply per test instead of across the whole run. The browser connects from
    // loopback, which plays the proxy here.
    TRUST_PROXY: '127.0.0.1',
  },
});
let stopping = false;
const stop = () => {
  stopping = true;
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  // Said on stderr, which Playwright shows: otherwise the journeys only see refused connections.
  if (!stopping) console.error(`The journeys' server stopped by itself (${signal ?? `exit code ${code}`}).`);
  smtp.close(() => {});
  jwksServer.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
