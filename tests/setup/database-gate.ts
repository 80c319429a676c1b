import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';

/**
 * A relay in front of a PostgreSQL database that holds the first `together` connections until all of
 * them have arrived, then lets them through at once; later ones pass straight away. Processes started
 * together reach the database within a millisecond of each other, however unevenly a busy machine
 * loads them: one such process's first connection is its first step on the database.
 */
export async function gateDatabase(
  databaseUrl: string,
  together: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(databaseUrl);
  // A `host` parameter names the folder of a Unix socket (the embedded server's URL).
  const socketDir = target.searchParams.get('host');
  const upstream = () =>
    socketDir
      ? createConnection(path.join(socketDir, `.s.PGSQL.${target.port || 5432}`))
      : createConnection(Number(target.port || 5432), target.hostname);

  const sockets = new Set<Socket>();
  const held: Socket[] = [];
  let open = false;
  const relay = (client: Socket) => {
    const server = upstream();
    sockets.add(server);
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  };
  const gate = createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy());
    if (open) return relay(client);
    held.push(client);
    if (held.length < together) return;
    open = true;
    for (const waiting of held.splice(0)) relay(waiting);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const address = gate.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.searchParams.delete('host');
  return {
    url: url.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        gate.close(() => resolve());
      }),
  };
}
