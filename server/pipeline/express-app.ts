/**
 * The pipeline's last stage: Express, for what it does well (compression, static files or Vite's
 * middlewares, the errors it raises itself), then React Router. The request id, log line, security
 * headers and refusals are the earlier stages'; Express adds none of its own.
 */
import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import { throttledWarnings } from "../../app/lib/throttled-log.ts";
import type { BuildSource } from "../build-source.ts";
import type { ResponseHeaders } from "./headers.ts";
import { reactRouterHandler } from "./react-router.ts";
import { contextOf, proxyTrust } from "./request.ts";
import type { Stage } from "./stages.ts";
import type { WorkGate } from "./work-gate.ts";

export function expressStage(
  source: BuildSource,
  { log, headers, trustedHops, gate }: { log: Logger; headers: ResponseHeaders; trustedHops: number; gate: WorkGate },
): Stage {
  const app = express();
  app.disable("x-powered-by");
  // Nothing here reads req.ip or req.protocol (the request stage decided both); if anything did, the same trust.
  app.set("trust proxy", proxyTrust(trustedHops));
  app.use(compression());
  source.mountFiles(app);
  app.all("/{*splat}", reactRouterHandler(source.build, source.mode, log, gate));

  /**
   * Errors Express raises itself, before the app (a path whose percent-encoding cannot be decoded, ...):
   * its own handler printed a stack trace per request on stderr. A client's error is answered with its
   * 4xx and one warning line at most per minute; anything else is logged once and answered 500.
   */
  const clientErrorWarning = throttledWarnings(log);
  app.use((error: { status?: number; name?: string }, req: express.Request, res: express.Response, _next: unknown) => {
    const status = Number(error?.status);
    const requestId = contextOf(req).id;
    if (status >= 400 && status < 500) {
      clientErrorWarning(
        `http-${status}-${error.name ?? "Error"}`,
        { requestId, status },
        "request refused before the app",
      );
    } else {
      log.error({ err: error, requestId }, "request failed before the app");
    }
    if (res.headersSent) return res.destroy();
    const code = status >= 400 && status < 500 ? status : 500;
    res
      .status(code)
      .type("text/plain")
      .send(code === 400 ? "Bad request." : code < 500 ? "Refused." : "Server error.");
  });

  return {
    name: "express",
    run(context) {
      headers.prepare(context);
      app(context.req, context.res);
      return true;
    },
  };
}
