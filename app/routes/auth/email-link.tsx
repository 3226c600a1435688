import { data, Link, redirect } from "react-router";
import { withCookies } from "~/accounts/auth-forms.server";
import { EmailLinkFormSchema, emailLinkFields, openEmailLink } from "~/accounts/email-links.server";
import { ActionButton } from "~/components/ui/action-button";
import { kindOfPage } from "~/lib/email-link-pages";
import { assertSameOrigin, HttpError } from "~/lib/http.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/email-link";

const COPY = {
  "magic-link": () => ({
    title: m.account_link_magic_title(),
    lead: m.account_link_magic_lead(),
    button: m.account_link_magic_button(),
  }),
  "verify-email": () => ({
    title: m.account_link_verify_title(),
    lead: m.account_link_verify_lead(),
    button: m.account_link_verify_button(),
  }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: COPY[loaderData?.kind ?? "magic-link"]().title, noindex: true });

/**
 * An e-mailed sign-in link (a magic link, or a new address's confirmation). Opening it only asks: a GET
 * changes nothing, so a mail scanner following the link neither uses it up nor gets a session. The
 * button's POST signs in (app/accounts/email-links.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const kind = kindOfPage(pagePath(request));
  const fields = emailLinkFields(new URL(request.url).searchParams);
  if (!fields) return data({ kind, fields: null }, { status: 400 });
  return { kind, fields };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.detail }, { status: error.status });
    throw error;
  }
  const kind = kindOfPage(pagePath(request));
  const form = await request.formData();
  const parsed = EmailLinkFormSchema.safeParse({
    token: form.get("token") ?? "",
    callbackURL: form.get("callbackURL") ?? undefined,
    errorCallbackURL: form.get("errorCallbackURL") ?? undefined,
  });
  if (!parsed.success) return data({ error: m.account_link_incomplete() }, { status: 400 });
  const { location, setCookies } = await openEmailLink(request, kind, parsed.data);
  throw redirect(location, withCookies({}, setCookies));
}

export default function EmailLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const localized = useLocalizedHref();
  const { kind, fields } = loaderData;
  const copy = COPY[kind]();
  return (
    <div className="container-page flex justify-center pt-10 sm:pt-16">
      <div className="card w-full max-w-md space-y-4 sm:p-8">
        <h1 className="font-display text-3xl font-medium text-ink">{copy.title}</h1>
        {actionData && (
          <p role="alert" className="alert-danger">
            {actionData.error}
          </p>
        )}
        {fields ? (
          <>
            <p>{copy.lead}</p>
            <ActionButton
              intent="open"
              fields={Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))}
              className="btn-primary"
            >
              {copy.button}
            </ActionButton>
          </>
        ) : (
          <p role="alert" className="alert-danger">
            {m.account_link_incomplete()}
          </p>
        )}
        <p className="text-sm text-ink-soft">
          <Link to={localized("/auth")}>{m.account_link_to_sign_in()}</Link>
        </p>
      </div>
    </div>
  );
}
