import { Agent, createServer as createHttpServer, get, type Server } from "node:http";
import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { LISTENING_SOCKETS, type Listening, listen } from "./listen.ts";

const HOST = "127.0.0.1";
const opened: Listening[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((listening) => listening.close()));
});

/** A free port: the kernel's choice for a socket closed at once. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function started(sockets?: number, server: Server = createHttpServer((_req, res) => res.end("ok"))) {
  const port = await freePort();
  const listening = await listen(server, { port, host: HOST, sockets });
  opened.push(listening);
  return { port, server, listening };
}

/** `count` new connections at once, one GET each: when each answer arrived, in ms from the start. */
function connectAll(port: number, count: number) {
  const start = performance.now();
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          get({ host: HOST, port, path: "/", agent: new Agent({ keepAlive: false }) }, (res) => {
            res.resume();
            res.on("end", () => resolve(performance.now() - start));
          }).on("error", reject);
        }),
    ),
  );
}

describe("listen", () => {
  it("shares the port among several sockets that all hand their connections to the HTTP server", async () => {
    const { port, server, listening } = await started();
    expect(listening.sockets).toBe(LISTENING_SOCKETS);
    const acceptedBy = new Set<unknown>();
    // Node's own record of the listening socket that accepted a connection (`server` is the HTTP server's).
    server.on("connection", (socket: Socket & { _server?: unknown }) => acceptedBy.add(socket._server));
    const answered = await connectAll(port, 64);
    expect(answered).toHaveLength(64);
    expect(acceptedBy.size).toBeGreaterThan(1);
  });

  it("still refuses a port already in use, as one plain socket did", async () => {
    const { port } = await started();
    await expect(listen(createHttpServer(), { port, host: HOST })).rejects.toMatchObject({ code: "EADDRINUSE" });
    const plain = createServer();
    await expect(
      new Promise((resolve, reject) => plain.once("error", reject).listen(port, HOST, () => resolve(undefined))),
    ).rejects.toMatchObject({ code: "EADDRINUSE" });
  });

  it("uses one socket on port 0, and frees the port on close", async () => {
    const server = createHttpServer();
    const listening = await listen(server, { port: 0, host: HOST });
    expect(listening.sockets).toBe(1);
    await listening.close();

    const { port, listening: shared } = await started();
    opened.pop();
    await shared.close();
    const again = await listen(createHttpServer(), { port, host: HOST, sockets: 1 });
    await again.close();
  });

  it("accepts a burst of new connections on a busy loop in a few turns, not one turn each", async () => {
    // Each turn of the loop carries 20 ms of work, as a turn of a loaded server does.
    let busy = true;
    const spin = () => {
      if (!busy) return;
      const until = performance.now() + 20;
      while (performance.now() < until);
      setImmediate(spin);
    };
    try {
      const one = await started(1);
      setImmediate(spin);
      const slowest = async (port: number) => Math.max(...(await connectAll(port, 48)));
      const withOne = await slowest(one.port);
      const shared = await started();
      const withShared = await slowest(shared.port);
      // One socket: ~48 turns (about 1 s); sixteen: a few turns.
      expect(withShared).toBeLessThan(withOne / 2);
    } finally {
      busy = false;
    }
  });
});
