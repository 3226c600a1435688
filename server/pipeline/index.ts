/**
 * The one request pipeline, the same in development and production (only the build's source differs,
 * server/build-source.ts). Every request starts with the request stage (id, client address, origin, log
 * line; ./request.ts), then goes through these stages in order until one answers:
 *
 * 1. `method`, `declared-body-limit`, `cross-site`: refusals before any body is read (./refusals.ts);
 * 2. `answer-save`: a Blueprint step's save, answered by the app's save logic directly (./answer-save.ts);
 * 3. `signed-in-page-cache`, `public-page-cache`: pages answered from memory (./page-caches.ts);
 * 4. `static-assets`: the build's scripts, styles and fonts, answered from memory (./static-assets.ts);
 * 5. `express`: compression, static files or Vite, then React Router (./express-app.ts, ./react-router.ts),
 *    a few requests at a time (./work-gate.ts).
 *
 * Every answer, from any stage, carries the same headers (./headers.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { type BuildSource, entryOf } from "../build-source.ts";
import { answerSaveStage } from "./answer-save.ts";
import { expressStage } from "./express-app.ts";
import { responseHeaders } from "./headers.ts";
import { pageCacheStages } from "./page-caches.ts";
import { refusalStages } from "./refusals.ts";
import { beginRequest } from "./request.ts";
import { runStages, type Stage } from "./stages.ts";
import { staticAssetStage } from "./static-assets.ts";
import { workGate } from "./work-gate.ts";

/**
 * How many requests run the app at once, by database: on PGlite the database runs in this thread, so
 * more at once only makes each turn of the loop longer; PostgreSQL works beside it, on the other core.
 * Measured in docs/performance.md, "One turn, bounded".
 */
export const APP_CONCURRENCY = { pglite: 4, postgres: 8 } as const;
/** How long a request keeps its place while it waits on something slow. */
const APP_LEASE_MS = 200;

export interface PipelineOptions {
  log: Logger;
  source: BuildSource;
  /** BASE_URL: its origin is the one other sites' writes may not claim, its scheme decides HSTS. */
  baseUrl: string;
  /** TRUST_PROXY. */
  trustedHops: number;
  /** Whether the page caches answer (off in development: a kept page would outlive an edit of its code). */
  pageCaches: boolean;
  /** The database the app runs on: how many requests run it at once (APP_CONCURRENCY). */
  driver: keyof typeof APP_CONCURRENCY;
}

export function createPipeline({ log, source, baseUrl, trustedHops, pageCaches, driver }: PipelineOptions) {
  const headers = responseHeaders({ https: baseUrl.startsWith("https://") });
  const gate = workGate({ limit: APP_CONCURRENCY[driver], leaseMs: APP_LEASE_MS });
  const stages: Stage[] = [
    ...refusalStages(headers, baseUrl),
    answerSaveStage(headers),
    ...pageCacheStages(headers, { enabled: pageCaches, buildId: source.buildId }),
    staticAssetStage(headers, source.assetsDir, log),
    expressStage(source, { log, headers, trustedHops, gate }),
  ];
  const run = runStages(stages, log, headers);
  const requestStage = { log, trustedHops };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const current = source.current();
    if (!(current instanceof Promise)) return run(beginRequest(req, res, requestStage, entryOf(current)));
    current.then(
      (build) => run(beginRequest(req, res, requestStage, entryOf(build))),
      (error: unknown) => {
        log.error({ err: error }, "the build could not be loaded");
        res.writeHead(500, { "Content-Type": "text/plain" }).end("Server error.");
      },
    );
  }

  return {
    handle,
    stages: ["request", ...stages.map((stage) => stage.name)],
    appConcurrency: APP_CONCURRENCY[driver],
    /** Settles once every stage has loaded what it keeps from the start (the build's files). */
    ready: Promise.all(stages.map((stage) => stage.ready)).then(() => undefined),
  };
}
