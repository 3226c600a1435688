import { Link } from "react-router";
import { isLocale, localizedHref } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/deleted";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: m.account_delete_heading({}, { locale: loaderData?.locale }), noindex: true });

/**
 * The person is signed out by now, so the page cannot follow their account: the deletion passes the
 * account's language along (`?lang=fr`); anything else is English.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  return { locale: isLocale(lang) ? lang : "en" };
}

export default function AccountDeleted({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  return (
    <div className="container-page max-w-3xl space-y-6 pt-10 sm:pt-16" lang={locale === "en" ? undefined : locale}>
      <h1 className="font-display text-title font-normal text-ink">{m.account_delete_heading({}, { locale })}</h1>
      <p role="status" className="alert-success">
        {m.account_deleted_notice({}, { locale })}
      </p>
      <p>
        <Link to={localizedHref("/", locale)}>{m.account_home_page({}, { locale })}</Link>
      </p>
    </div>
  );
}
