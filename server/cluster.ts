/**
 * The production entry (scripts/serve.sh). With PROCESSES above 1 (PostgreSQL only) it starts that
 * many server processes sharing the port through Node's cluster module, one per core with `auto`,
 * and replaces one that dies. Nothing lives only in one process: sessions, rate limits, leases and
 * cache invalidation are in the database (docs/architecture.md, app/lib/cache-bus.server.ts).
 * With one process (the default) it is the server itself.
 */
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { getEnv } from "../app/lib/env.server.ts";

const configured = getEnv().PROCESSES;
const processes = configured === "auto" ? availableParallelism() : configured;

if (processes === 1 || !cluster.isPrimary) {
  await import("./index.ts");
} else {
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  for (let i = 0; i < processes; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(JSON.stringify({ level: 50, msg: "server process ended; starting another", code, signal }));
    // A process that dies while starting (bad configuration, database down) is not restarted in a loop.
    setTimeout(fork, lived < 5_000 ? 5_000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
