/**
 * A Blueprint answer save (a step's URL-encoded POST, the commonest write: the step page's JSON
 * submission, or its form without JavaScript) is answered without Express and React Router: its body
 * (declared, bounded like every form's) is read here, and the app's root middleware and the step's
 * action run on it directly (app/blueprint/direct-save.server.ts). The outcomes the direct path leaves
 * to React Router pass on to the next stages with the body already read. Express's router and
 * middleware chain were ~10 % of a save's CPU.
 */
import type { IncomingMessage } from "node:http";
import { declaresFormSizedBody, readDeclaredBody } from "./body.ts";
import { flatHeaders, type ResponseHeaders } from "./headers.ts";
import { type RequestContext, requestHeaders } from "./request.ts";
import type { Stage } from "./stages.ts";

const ANSWER_SAVE = /^\/hob\/[^/?]+\/[^/?]+(?:\?|$)/;

function isAnswerSave(req: IncomingMessage, url: string) {
  return (
    req.method === "POST" &&
    ANSWER_SAVE.test(url) &&
    req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") === true &&
    declaresFormSizedBody(req)
  );
}

export function answerSaveStage(headers: ResponseHeaders): Stage {
  async function save(context: RequestContext) {
    const body = await readDeclaredBody(context.req);
    context.body = body;
    const direct = await context.entry.saveAnswerDirectly(
      `${context.origin}${context.url}`,
      requestHeaders(context.req),
      body,
    );
    if (!direct) return false;
    const own = flatHeaders(direct.headers);
    if (!direct.headers.has("content-length")) {
      own.push("Content-Length", String(direct.body ? Buffer.byteLength(direct.body) : 0));
    }
    headers.send(context, direct.status, own, direct.body ?? undefined);
    return true;
  }
  return {
    name: "answer-save",
    run: (context) => isAnswerSave(context.req, context.url) && save(context),
  };
}
