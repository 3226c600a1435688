import { data, Link } from "react-router";
import { BulletList, Paragraphs } from "~/components/content-blocks";
import { JsonLd } from "~/components/json-ld";
import { siteContent } from "~/content/localized";
import type { LegalPage } from "~/content/types";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { englishPath } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { formatDay } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { pagePath } from "~/lib/request-path";
import { getSiteConfig } from "~/lib/site-config.server";
import { m } from "~/paraglide/messages";
import { policyFacts } from "~/privacy/policy-facts.server";
import type { Route } from "./+types/legal";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.page;
  if (!page) return pageMeta(matches, { title: m.pages_not_found(), noindex: true });
  return pageMeta(matches, { title: page.title, description: page.description, path: page.path });
};

/** One module for /about and the three policy pages (registered four times in routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = englishPath(pagePath(request));
  const locale = serverLocale();
  const { cookiePolicyPage, legalPages, privacyPolicyPage } = siteContent(locale);
  let page: LegalPage | undefined = Object.hasOwn(legalPages, pathname)
    ? legalPages[pathname as LegalPage["path"]]
    : undefined;
  if (!page) throw data(null, { status: 404 });
  // The policies say what this installation does: its retention settings, storage, e-mail and payments.
  if (page.path === "/privacypolicy") page = privacyPolicyPage(await policyFacts(await getDb()));
  if (page.path === "/cookiepolicy") page = cookiePolicyPage(await policyFacts(await getDb()));

  const env = getEnv();
  const site = getSiteConfig(env.SITE_NAME);
  const organization =
    page.path === "/about"
      ? {
          "@context": "https://schema.org",
          "@type": "ProfessionalService",
          name: site.siteName,
          url: env.BASE_URL,
          email: site.contactEmail,
          telephone: site.phones[0],
          description: page.description,
        }
      : null;

  return { page, updatedLabel: formatDay(page.updated, locale), organization };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { page, updatedLabel, organization } = loaderData;
  const href = useLocalizedHref();
  return (
    <article className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="font-display text-title font-normal text-ink">{page.title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          {m.pages_legal_updated()} <time dateTime={page.updated}>{updatedLabel}</time>
        </p>
      </header>

      <Paragraphs items={page.intro} className="mt-8 max-w-3xl text-lg" />

      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10 max-w-3xl">
          <h2 className="font-display text-2xl font-medium text-ink">{section.heading}</h2>
          <Paragraphs items={section.paragraphs} className="mt-4" />
          {section.list?.length ? <BulletList items={section.list} className="mt-2" /> : null}
        </section>
      ))}

      {page.path === "/about" ? (
        <Link to={href("/book")} className="btn-primary mt-10">
          {m.pages_free_consultation()}
        </Link>
      ) : null}

      {organization ? <JsonLd data={organization} /> : null}
    </article>
  );
}
