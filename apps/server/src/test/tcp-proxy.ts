// A TCP proxy between the server and PostgreSQL that tests and the soak outage scenario cut and restore:
// a cut resets every open connection and every new one until restored, which is how a database restart
// or a network failure looks from the server. Only the caller's own connections pass through it; the
// machine's PostgreSQL server is never touched.
import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
  /** Connections reset by cuts. */
  resets: () => number;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  let resets = 0;
  const server = createServer((downstream) => {
    if (isCut) {
      resets += 1;
      downstream.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [downstream, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {});
    }
    downstream.on('close', () => upstream.destroy());
    upstream.on('close', () => downstream.destroy());
    downstream.pipe(upstream);
    upstream.pipe(downstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut: () => {
      isCut = true;
      for (const socket of open) {
        resets += 1;
        socket.resetAndDestroy();
      }
    },
    restore: () => {
      isCut = false;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    resets: () => resets,
  };
}
