/**
 * Answer saves without React Router's request pipeline (issue 13). A Blueprint step's URL-encoded
 * POST runs what React Router would run for it, the root middleware (`openSession` and
 * `closeSession`: session, body guard, cookies, privacy) and the step's action (`saveStep`:
 * authorisation, validation, the save), and is answered from their plain results:
 * - the step page's own submissions ask for JSON (`Accept: application/json`) and get every outcome
 *   of `saveStep` as JSON, `{ redirectTo }` or the refusal;
 * - a form posted without JavaScript gets the redirect of a saved answer;
 * - a visitor is sent to sign in (the guard's redirect), either way.
 * Anything else (a body the guard refuses, a refused form answer shown on the rendered page, a step
 * that does not exist, a user without the client role, an error) is answered by React Router from
 * the same request again: those outcomes change nothing, so running them twice is safe.
 * React Router's matching, context and data strategy were ~13 % of a save's CPU; Web Responses made
 * and read back here, another ~10 %.
 */
import { RouterContextProvider } from "react-router";
import { requestWithBody } from "../lib/http.server.ts";
import { requestLocale } from "../lib/i18n/locale.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { pagePath } from "../lib/request-path.ts";
import { closeSession, openSession, sessionUserContext } from "../lib/session.server.ts";
import { saveStep } from "./flow.server.ts";

const STEP_PATH = /^\/hob\/([^/]+)\/([^/]+)$/;

/** A direct answer: what the HTTP entry writes as it is. */
export interface DirectAnswer {
  status: number;
  headers: Headers;
  body: string | null;
}

const isRedirect = (value: unknown): value is Response =>
  value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has("location");

/**
 * The answer to this step POST, or undefined to let React Router answer it. `body` has been read
 * (bounded by the caller) from the request at `url`.
 */
export async function saveAnswerDirectly(
  url: string,
  headers: Headers,
  body: Buffer,
): Promise<DirectAnswer | undefined> {
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
  const { setCookies, refused } = await openSession({ request, context });
  if (refused) return undefined;

  let answer: DirectAnswer;
  try {
    // Outside the root middleware: the save runs in the language the page would (its refusals are read).
    // The same language as the root middleware would give it: the account's, on these pages.
    const account = context.get(sessionUserContext)?.user?.locale;
    const outcome = await inLocale(requestLocale(pagePath(request), account), () =>
      saveStep({ request, context, params }),
    );
    if ("redirectTo" in outcome) {
      answer = wantsJson
        ? json(200, { redirectTo: outcome.redirectTo })
        : { status: 302, headers: new Headers({ Location: outcome.redirectTo }), body: null };
    } else if (wantsJson) {
      answer = json(outcome.status, outcome.refusal);
    } else {
      return undefined;
    }
  } catch (thrown) {
    if (!isRedirect(thrown)) return undefined;
    answer = { status: thrown.status, headers: new Headers(thrown.headers), body: null };
  }
  closeSession(answer.headers, context, setCookies);
  return answer;
}

const json = (status: number, value: unknown): DirectAnswer => ({
  status,
  headers: new Headers({ "Content-Type": "application/json" }),
  body: JSON.stringify(value),
});
