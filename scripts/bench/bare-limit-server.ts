// The limit a database-backed request can reach on this machine: plain node:http answering one prepared
// one-row SELECT by primary key from the same PostgreSQL, with the app's pool size. No framework, no
// validation, no logging. `npm run bench` divides every target's throughput by this server's.
// Two writes are measured beside it, for the write targets:
// - `/write?id=`: the least a durable write costs, one prepared one-row UPDATE (a new row version,
//   written to the WAL and flushed at commit);
// - `/locked-write?id=`: the least a write shaped as the app's writes are costs (one short transaction
//   that locks the user's row, then writes it: docs/architecture.md), four statements: begin, the row
//   locked and the UPDATE (both prepared), commit.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 10) });
const query = { name: 'user-by-id', text: 'select id, username, coins, level from users where id = $1' };
const write = {
  name: 'user-write-by-id',
  text: 'update users set coins = coins where id = $1 returning id, username, coins, level',
};
const lock = { name: 'user-lock-by-id', text: 'select coins from users where id = $1 for update' };

async function lockedWrite(id: string | null) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query({ ...lock, values: [id] });
    const result = await client.query({ ...write, values: [id] });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const id = url.searchParams.get('id');
  try {
    const { rows } =
      url.pathname === '/locked-write'
        ? await lockedWrite(id)
        : await pool.query({ ...(url.pathname === '/write' ? write : query), values: [id] });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(rows[0] ?? null));
  } catch {
    response.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
