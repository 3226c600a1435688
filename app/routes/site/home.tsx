import { Link } from "react-router";
import { ServicesGrid } from "~/components/services-grid";
import { PhotoFallback } from "~/components/ui/photo-fallback";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getSiteConfig } from "~/lib/site-config.server";
import { FeaturedPhoto } from "~/media/picture";
import { getFeaturedPhotos } from "~/media/portfolio.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/home";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_home_title(),
    fullTitle: true,
    path: "/",
    description: m.pages_home_description(),
  });

export async function loader() {
  const site = getSiteConfig(getEnv().SITE_NAME);
  // Media (issue 12): the first photo the owner featured, if any.
  const [featured] = await getFeaturedPhotos(await getDb(), 1);
  return {
    selfDevelopmentUrl: site.links.selfDevelopment,
    contactEmail: site.contactEmail,
    featured: featured ?? null,
  };
}

/** The business's two halves, each with where to go next (decisions.md §11: the home page presents both). */
const practices = () =>
  [
    {
      id: "consultancy",
      label: m.pages_home_consultancy_label(),
      title: m.pages_home_consultancy_title(),
      text: m.pages_home_consultancy_text(),
      links: [
        { to: "/services", label: m.pages_home_consultancy_services() },
        { to: "/blueprint", label: m.pages_home_consultancy_blueprint() },
      ],
    },
    {
      id: "studio",
      label: m.pages_home_studio_label(),
      title: m.pages_home_studio_title(),
      text: m.pages_home_studio_text(),
      links: [
        { to: "/portfolio", label: m.pages_see_portfolio() },
        { to: "/services/corporate-photography", label: m.pages_home_studio_corporate() },
      ],
    },
  ] as const;

/** The turnaround promises of the FAQ (app/content/faq.ts), as one line of proof. */
const promises = () => [
  { value: m.pages_home_promise_session_value(), label: m.pages_home_promise_session() },
  { value: m.pages_home_promise_proofs_value(), label: m.pages_home_promise_proofs() },
  { value: m.pages_home_promise_finals_value(), label: m.pages_home_promise_finals() },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  return (
    <>
      <section aria-labelledby="home-title" className="container-page pt-10 pb-section sm:pt-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
          <div>
            <p className="eyebrow">{m.pages_home_eyebrow()}</p>
            <h1 id="home-title" className="mt-4 font-display text-display font-normal text-ink">
              {m.pages_home_h1()} <em className="text-accent not-italic">{m.pages_home_h1_emphasis()}</em>.
            </h1>
            <p className="mt-6 max-w-xl text-lead text-ink-soft">{m.pages_home_lead()}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link to={href("/book")} className="btn-primary">
                {m.pages_book_session()}
              </Link>
              <Link to={href("/portfolio")} className="btn-secondary">
                {m.pages_see_portfolio()}
              </Link>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            {/* The owner's first featured photo, or a designed frame while there is none. */}
            {loaderData.featured ? (
              <FeaturedPhoto
                photo={loaderData.featured.picture}
                caption={loaderData.featured.caption || undefined}
                sizes="(min-width: 1024px) 40vw, min(28rem, calc(100vw - 2.5rem))"
                // In the first screen, but not ahead of the stylesheet: on a phone the headline paints first.
                // With fetchpriority="high", Lighthouse mobile measured first paint 1.4 s instead of 0.8 s.
                eager
              />
            ) : (
              <PhotoFallback ratio="portrait" caption={m.pages_home_photo_placeholder()} />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="bg-sand">
        <div className="container-page py-section">
          <div className="grid gap-6 lg:grid-cols-[1fr_2.2fr] lg:gap-16">
            <h2 id="mission-title" className="flex items-center gap-3 self-start eyebrow text-ink-soft lg:pt-4">
              <span aria-hidden="true" className="h-px w-8 bg-accent" />
              {m.pages_home_mission_title()}
            </h2>
            <div>
              <p className="max-w-4xl font-display text-title font-normal text-ink">{m.pages_home_mission()}</p>
              <p className="mt-5 max-w-2xl text-lead text-ink-soft">{m.pages_home_mission_lead()}</p>
            </div>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16">
            {practices().map((practice, index) => (
              <li key={practice.id} className="flex flex-col rounded-card border border-line bg-surface p-6 sm:p-7">
                <p className="flex items-baseline gap-3 text-sm text-muted">
                  <span aria-hidden="true" className="font-display tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {practice.label}
                </p>
                <h3
                  id={`practice-${practice.id}`}
                  className="mt-3 font-display text-[1.375rem] leading-snug font-medium"
                >
                  {practice.title}
                </h3>
                <p className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-ink-soft">{practice.text}</p>
                <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-[0.9375rem] font-semibold">
                  {practice.links.map((link) => (
                    <li key={link.to}>
                      <Link to={href(link.to)}>
                        {link.label}
                        <span aria-hidden="true"> →</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label={m.pages_home_promises_label()} className="border-b border-line bg-surface">
        <div className="container-page py-6">
          <ul className="grid gap-4 sm:grid-cols-3 sm:gap-8">
            {promises().map((promise) => (
              <li key={promise.value} className="flex items-baseline gap-3">
                <span className="font-display text-2xl whitespace-nowrap text-ink">{promise.value}</span>
                <span className="text-sm text-muted">{promise.label}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">
            {m.pages_home_promises_from()} <Link to={href("/faq")}>{m.nav_faq()}</Link>
            {m.pages_home_promises_kept()}
          </p>
        </div>
      </section>

      <section aria-labelledby="services-title" className="container-page py-section">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="eyebrow">{m.pages_services_title()}</p>
            <h2 id="services-title" className="mt-2 font-display text-heading font-medium">
              {m.pages_home_services_title()}
            </h2>
          </div>
          <Link to={href("/services")} className="text-[0.9375rem] font-semibold">
            {m.pages_home_services_all()}
          </Link>
        </div>
        <ServicesGrid
          selfDevelopmentUrl={loaderData.selfDevelopmentUrl}
          headingLevel="h3"
          detail="short"
          className="mt-8"
        />
      </section>

      <section aria-labelledby="book-title" className="container-page">
        <div className="grid gap-8 rounded-card bg-ink px-6 py-12 text-on-ink sm:px-12 sm:py-16 lg:grid-cols-[1.5fr_1fr] lg:items-end">
          <div>
            <h2 id="book-title" className="font-display text-title font-normal text-on-ink">
              {m.pages_home_book_title()}
            </h2>
            <p className="mt-4 max-w-xl text-lead text-on-ink/85">{m.pages_home_book_text()}</p>
          </div>
          <div className="flex flex-col items-start gap-4 lg:items-end">
            <Link to={href("/book")} className="btn bg-on-ink text-ink hover:bg-sand hover:text-ink">
              {m.pages_book_session()}
            </Link>
            <a href={`mailto:${loaderData.contactEmail}`} className="text-[0.9375rem] text-on-ink/85 hover:text-on-ink">
              {m.pages_home_write_to({ email: loaderData.contactEmail })}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
