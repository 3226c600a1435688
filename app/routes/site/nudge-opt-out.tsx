import { data, Form } from "react-router";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import type { Locale } from "~/lib/i18n/locale";
import { inLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { optOut, optOutLocale, verifyOptOutToken } from "~/owner/nudges.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/nudge-opt-out";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: m.email_opt_out_title({}, { locale: loaderData?.locale ?? "en" }),
    noindex: true,
  });

/**
 * The whole page (its header, footer and `<html lang>` too) in the client's language, as the reminder
 * was: the address has no French twin, and the client may not be signed in. The button posts to the
 * same address, token included.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const profileId = verifyOptOutToken(getEnv().AUTH_SECRET, token);
    return profileId ? inLocale(await optOutLocale(await getDb(), profileId), next) : next();
  },
];

/**
 * The link in every reminder. Opening it changes nothing (mail scanners open links); the button
 * posts the signed token. No sign-in needed: the token names the client, and the page speaks their
 * account's language, as the reminders do (the address has no French twin).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const profileId = verifyOptOutToken(getEnv().AUTH_SECRET, token);
  if (!profileId) throw data({ invalid: true }, { status: 404 });
  return { token, locale: await optOutLocale(await getDb(), profileId) };
}

export async function action({ request }: Route.ActionArgs) {
  let token: unknown;
  try {
    const form = await readForm(request, { maxFieldsBytes: SMALL_FORM_BYTES.nudgeOptOut, maxFileBytes: 0 });
    await form.file?.discard();
    token = form.fields.token;
  } catch (error) {
    if (error instanceof HttpError) return data({ done: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const profileId = typeof token === "string" ? verifyOptOutToken(getEnv().AUTH_SECRET, token) : null;
  if (!profileId) return data({ done: false, message: m.email_opt_out_invalid({}, { locale: "en" }) }, { status: 400 });
  const db = await getDb();
  const locale = await optOutLocale(db, profileId);
  await optOut(db, profileId);
  return { done: true, message: m.email_opt_out_done({}, { locale }) };
}

export default function NudgeOptOut({ loaderData, actionData }: Route.ComponentProps) {
  const locale: Locale = loaderData.locale;
  const o = { locale };
  return (
    <div className="container-page max-w-2xl py-16" lang={locale}>
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.email_opt_out_title({}, o)}</h1>
      {actionData?.done ? (
        <p role="status" className="alert-success mt-6">
          {actionData.message} {m.email_opt_out_done_more({}, o)}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{m.email_opt_out_intro({}, o)}</p>
          {actionData && !actionData.done && (
            <p role="alert" className="alert-danger mt-4">
              {actionData.message}
            </p>
          )}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn-primary">
              {m.email_opt_out_button({}, o)}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
