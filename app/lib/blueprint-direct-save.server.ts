/**
 * Answer saves without React Router's request pipeline (issue 13). A Blueprint step's URL-encoded
 * POST runs the same two functions React Router would run for it, the root middleware
 * (`sessionMiddleware`: session, body guard, cookies, privacy) and the step's action (`submitStep`:
 * authorisation, validation, the save):
 * - the step page's own submissions ask for JSON (`Accept: application/json`), and every answer of
 *   `submitStep` to them is a Response, used as it is;
 * - a form posted without JavaScript is answered here when the outcome is a redirect (a saved answer,
 *   a visitor sent to sign in).
 * Anything else (a refused answer shown on the rendered page, a step that does not exist, an error) is
 * answered by React Router from the same request again: those outcomes change nothing, so running
 * them twice is safe. Profiles put React Router's matching, context and data strategy at ~13 % of a
 * save's CPU.
 */
import { RouterContextProvider } from "react-router";
import { submitStep } from "./blueprint-flow.server.ts";
import { requestWithBody } from "./http.server.ts";
import { sessionMiddleware } from "./session.server.ts";

const STEP_PATH = /^\/hob\/([^/]+)\/([^/]+)$/;

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has("location");

/**
 * The answer to this step POST, or undefined to let React Router answer it. `body` has been read
 * (bounded by the caller) from the request at `url`.
 */
export async function saveAnswerDirectly(url: string, headers: Headers, body: Buffer): Promise<Response | undefined> {
  const match = STEP_PATH.exec(new URL(url).pathname);
  if (!match) return undefined;
  let params: { phase: string; step: string };
  try {
    params = { phase: decodeURIComponent(match[1]!), step: decodeURIComponent(match[2]!) };
  } catch {
    return undefined; // a malformed escape: React Router answers it
  }
  const wantsJson = headers.get("accept")?.includes("application/json") ?? false;
  const request = requestWithBody(url, headers, body);
  const context = new RouterContextProvider();
  let answered = true;
  const response = await sessionMiddleware({ request, context }, async () => {
    try {
      const result = await submitStep({ request, context, params });
      if (isRedirect(result) || (wantsJson && result instanceof Response)) return result;
    } catch (thrown) {
      if (isRedirect(thrown)) return thrown;
    }
    answered = false;
    return new Response(null, { status: 204 });
  });
  return answered ? response : undefined;
}
