/**
 * Listens on the server's port through several sockets, so that a busy server still takes new
 * connections quickly. libuv accepts one connection per listening socket per turn of the event loop
 * (libuv#3696), and under load a turn carries the work of the requests read in it: when 85 visitors
 * connected at once to a busy server, their first requests waited 3-10 s before the server even read
 * them (docs/performance.md, "New connections wait for the loop"). With SO_REUSEPORT the kernel spreads
 * incoming connections over `sockets` listening sockets of this one process, and each turn accepts from
 * every one that has a connection waiting; all of them hand their connections to the one HTTP server,
 * with the socket options node:http gives its own sockets.
 *
 * One socket only where sharing the port is not ours to decide: port 0 (each socket would get a port of
 * its own), a cluster worker (the cluster's primary accepts for the workers and does nothing else), or a
 * platform without SO_REUSEPORT. Before sharing, a plain listen checks that the port is free: a second
 * instance started on the same port by mistake fails with EADDRINUSE, as it did with one socket, instead
 * of silently taking half of the first one's visitors.
 */
import cluster from "node:cluster";
import type { Server as HttpServer } from "node:http";
import { createServer, type Server } from "node:net";

/**
 * How many listening sockets share the port. Under the bench's mixed load (85 connections opened at once)
 * the first request on a connection waited 3.1-3.7 s with one, 0.4-1.2 s with 16, 0.16-0.7 s with 64
 * (docs/performance.md). A socket costs a file descriptor and nothing while idle.
 */
export const LISTENING_SOCKETS = 64;

export interface Listening {
  /** The listening sockets (the HTTP server's own first). */
  readonly sockets: number;
  /** Stops listening; resolves once every connection has ended (as `server.close` does). */
  close(): Promise<void>;
}

function listenOn(server: Server, options: { port: number; host: string; reusePort?: boolean }) {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once("error", failed);
    server.listen(options, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function listen(
  server: HttpServer,
  { port, host, sockets = LISTENING_SOCKETS }: { port: number; host: string; sockets?: number },
): Promise<Listening> {
  const single = async (): Promise<Listening> => {
    await listenOn(server, { port, host });
    return { sockets: 1, close: () => closed(server) };
  };
  if (sockets <= 1 || port === 0 || cluster.isWorker) return single();

  // Free? (throws EADDRINUSE as a plain listen would)
  const probe = createServer();
  await listenOn(probe, { port, host });
  await closed(probe);

  try {
    await listenOn(server, { port, host, reusePort: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOTSUP") throw error;
    return single();
  }
  const extra: Server[] = [];
  for (let i = 1; i < sockets; i++) {
    // The socket options an HTTP server's own sockets get (Node's defaults for node:http).
    const more = createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit("connection", socket));
    await listenOn(more, { port, host, reusePort: true });
    extra.push(more);
  }
  return {
    sockets: 1 + extra.length,
    // The HTTP server ends its idle connections on close; each socket's close waits for the connections it accepted.
    close: async () => {
      await Promise.all([closed(server), ...extra.map(closed)]);
    },
  };
}
