import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPglite } from './database';

const root = mkdtempSync(path.join(os.tmpdir(), 'focus-room-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path below `dir` that group or others may read, write or enter, with its mode. */
function openToOthers(dir: string) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => !entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file: path.relative(dir, file), mode: statSync(file).mode & 0o777 }))
    .filter(({ mode }) => mode & 0o077)
    .map(({ file, mode }) => `${mode.toString(8)} ${file}`);
}

/** Starts the embedded database as the server does, writes enough to create new files and WAL, stops. */
async function runServerOnce(dataDir: string, round: number) {
  const config = loadConfig({ DATA_DIR: dataDir });
  const database = await openPglite(config.dataDir);
  await database.db.execute(sql.raw(`create table if not exists later_${round} (n int, pad text)`));
  await database.db.execute(
    sql.raw(`insert into later_${round} select g, repeat('x', 500) from generate_series(1, 5000) g`),
  );
  await database.db.execute(sql`checkpoint`);
  await database.close();
}

// Each test starts the embedded database on disk twice (initdb, the migrations, 2.5 MB written, a
// checkpoint), which takes tens of seconds on a busy two-core machine. The limit only stops a hang. Only
// the embedded database keeps files in DATA_DIR, so this runs once, in the server-pglite project.
describe.runIf(process.env.TEST_ENGINE !== 'postgres')('DATA_DIR permissions', { timeout: 120_000 }, () => {
  it('creates DATA_DIR 0700 and keeps every file in it owner-only, also files written later', async () => {
    const dataDir = path.join(root, 'fresh');
    await runServerOnce(dataDir, 1);
    await runServerOnce(dataDir, 2);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.join(dataDir, 'pgdata', 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('tightens a folder an older version left open', async () => {
    const dataDir = path.join(root, 'old');
    await runServerOnce(dataDir, 1);
    // As an older version left it: folders 0755, files 0666, the secret readable by everyone.
    for (const entry of readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
      chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o666);
    }
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'backup'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'backup', 'notes.txt'), 'x', { mode: 0o644 });
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);

    await runServerOnce(dataDir, 2);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
