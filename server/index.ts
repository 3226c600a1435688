/**
 * The thin HTTP entry: reads the configuration, gets the app's build (build/ in production, Vite in
 * development: server/build-source.ts), starts the app's services and answers every request through
 * the one request pipeline (server/pipeline/), the same in both modes.
 */
import { createServer, type Server } from "node:http";
import pino from "pino";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";
import { buildSource, entryOf } from "./build-source.ts";
import { listen } from "./listen.ts";
import { createPipeline } from "./pipeline/index.ts";
import { restCollector } from "./rest-collector.ts";

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = pino({ level: env.LOG_LEVEL, base: undefined });
const development = env.NODE_ENV === "development";
const source = await buildSource(development);
const entry = entryOf(await source.current());
const { driver } = await entry.startServices();
const pipeline = createPipeline({
  log,
  source,
  baseUrl: env.BASE_URL,
  trustedHops: env.TRUST_PROXY,
  pageCaches: !development,
  driver,
});

await pipeline.ready;
// Memory given back once requests stop (./rest-collector.ts).
const rest = restCollector();
const server: Server = createServer(pipeline.handle);
server.keepAliveTimeout = 65_000;
server.on("request", rest.noteRequest);
const listening = await listen(server, { port: env.PORT, host: env.HOST ?? "0.0.0.0" });
log.info(
  {
    url: env.BASE_URL,
    port: env.PORT,
    listeningSockets: listening.sockets,
    database: driver,
    mode: env.NODE_ENV,
    stages: pipeline.stages,
    appConcurrency: pipeline.appConcurrency,
    collectsAtRest: rest.active,
  },
  "server ready",
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 15_000);
  force.unref();
  rest.stop();
  const closed = listening.close();
  server.closeIdleConnections();
  await closed;
  await entry.stopServices();
  await source.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
