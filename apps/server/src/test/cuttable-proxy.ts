import { connect, createServer, type Server, type Socket } from 'node:net';

export type CuttableProxy = {
  /** The local port to connect to instead of the target's. */
  readonly port: number;
  /** Drops every connection and refuses new ones, as a database server restart would. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
};

/**
 * A TCP hop in front of PostgreSQL that a test or benchmark can cut and restore, to show how the
 * application behaves while its database is unreachable without restarting the real server.
 */
export async function startCuttableProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        if (typeof address === 'object' && address !== null) port = address.port;
        resolve();
      });
    });
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    if (!server?.listening) return;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
