import { data, Form } from "react-router";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { optOut, verifyOptOutToken } from "~/owner/nudges.server";
import type { Route } from "./+types/nudge-opt-out";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Stop reminders", noindex: true });

/**
 * The link in every reminder. Opening it changes nothing (mail scanners open links); the button
 * posts the signed token. No sign-in needed: the token names the client.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!verifyOptOutToken(getEnv().AUTH_SECRET, token)) throw data({ invalid: true }, { status: 404 });
  return { token };
}

export async function action({ request }: Route.ActionArgs) {
  let token: unknown;
  try {
    const form = await readForm(request, { maxFieldsBytes: 2048, maxFileBytes: 0 });
    await form.file?.discard();
    token = form.fields.token;
  } catch (error) {
    if (error instanceof HttpError) return data({ done: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const profileId = typeof token === "string" ? verifyOptOutToken(getEnv().AUTH_SECRET, token) : null;
  if (!profileId) return data({ done: false, message: "This link is not valid." }, { status: 400 });
  await optOut(await getDb(), profileId);
  return { done: true, message: "Done: you will receive no more reminders." };
}

export default function NudgeOptOut({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-2xl py-16">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Stop reminders</h1>
      {actionData?.done ? (
        <p role="status" className="alert-success mt-6">
          {actionData.message} Your answers stay saved, and you can continue the Blueprint whenever you like.
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">
            We send at most two friendly reminders when a Blueprint phase is left unfinished. Stop them for good?
          </p>
          {actionData && !actionData.done && (
            <p role="alert" className="alert-danger mt-4">
              {actionData.message}
            </p>
          )}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary">
              Stop sending me reminders
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
