/**
 * The stage list every request goes through, in order: each stage either answers the request
 * (returns true) or passes it on (false), at once or once a promise settles. The last stage always
 * answers. Nothing is done twice: what an earlier stage decided (the request id, the client address,
 * a body it read) is on the request's context for the later ones.
 */
import type { Logger } from "pino";
import { ClientClosedError } from "./body.ts";
import type { ResponseHeaders } from "./headers.ts";
import type { RequestContext } from "./request.ts";

export interface Stage {
  readonly name: string;
  run(context: RequestContext): boolean | Promise<boolean>;
  /**
   * A stage that failed: "pass" hands the request on to the next stage (an optional shortcut, such as a
   * cache, that the app can answer without); by default the request is answered 500.
   */
  readonly onError?: "pass";
  /** Settles once what the stage loads when the server starts is in place; the server listens after it. */
  readonly ready?: Promise<void>;
}

export function runStages(stages: readonly Stage[], log: Logger, headers: ResponseHeaders) {
  function failed(context: RequestContext, index: number, error: unknown) {
    const stage = stages[index]!;
    const { req, res } = context;
    if (error instanceof ClientClosedError) {
      req.destroy();
    } else {
      log.error({ err: error, requestId: context.id, stage: stage.name }, "request failed");
      if (res.headersSent) res.destroy();
      else if (stage.onError === "pass") run(context, index + 1);
      else headers.sendJson(context, 500, { detail: "Something went wrong on our side. Please try again." });
    }
  }

  function run(context: RequestContext, from = 0) {
    for (let index = from; index < stages.length; index++) {
      let outcome: boolean | Promise<boolean>;
      try {
        outcome = stages[index]!.run(context);
      } catch (error) {
        failed(context, index, error);
        return;
      }
      if (outcome === true) return;
      if (outcome !== false) {
        outcome.then(
          (answered) => {
            if (!answered) run(context, index + 1);
          },
          (error: unknown) => failed(context, index, error),
        );
        return;
      }
    }
  }
  return run;
}
