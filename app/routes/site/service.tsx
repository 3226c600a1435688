import { data, Link } from "react-router";
import { listSessionTypes } from "~/booking/booking.server";
import { sessionPrice } from "~/booking/price";
import { typeIn } from "~/booking/type-language";
import { CallToAction } from "~/components/call-to-action";
import { CardList, NumberedSteps, Paragraphs, Section } from "~/components/content-blocks";
import { Card } from "~/components/ui/card";
import { PhotoFallback } from "~/components/ui/photo-fallback";
import { siteContent } from "~/content/localized";
import { bookingPathFor } from "~/content/photography";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { FeaturedPhoto } from "~/media/picture";
import { getFeaturedPhotos } from "~/media/portfolio.server";
import { m } from "~/paraglide/messages";
import { priceVatNote, withVatNote } from "~/payments/vat.server";
import type { Route } from "./+types/service";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const service = loaderData?.service;
  if (!service) return pageMeta(matches, { title: m.pages_not_found(), noindex: true });
  return pageMeta(matches, {
    title: service.title,
    description: service.summary,
    path: `/services/${service.slug}`,
  });
};

export async function loader({ params }: Route.LoaderArgs) {
  const service = siteContent(serverLocale()).services.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  // Media (issue 12): featured portfolio photos for the photography page's excerpt.
  if (service.slug !== "corporate-photography") return { service, featured: [], prices: {} };
  const db = await getDb();
  const [featured, types, vatNote] = await Promise.all([
    getFeaturedPhotos(db, 3),
    listSessionTypes(db),
    priceVatNote(db),
  ]);
  // The prices the owner set on the session types of the same slugs (none shown until set).
  const prices: Record<string, string> = Object.fromEntries(
    types.map((stored) => {
      const type = typeIn(stored, serverLocale());
      return [type.slug, withVatNote(sessionPrice(type), type, vatNote)];
    }),
  );
  return { service, featured, prices };
}

function Packages({ prices }: { prices: Record<string, string> }) {
  const href = useLocalizedHref();
  const { photoPackages } = siteContent(useLocale());
  return (
    <Section id="sessions" title={m.pages_service_sessions()}>
      <ul className="grid gap-5 md:grid-cols-2">
        {photoPackages.map((session) => (
          <Card as="li" key={session.slug} className="flex flex-col">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="font-display text-2xl font-medium text-ink">{session.name}</h3>
              <p className="shrink-0 text-right font-display text-lg text-accent">
                {m.pages_service_minutes({ minutes: session.minutes })}
                {prices[session.slug] && <span className="block text-base text-ink">{prices[session.slug]}</span>}
              </p>
            </div>
            <p className="mt-2 text-ink-soft">{session.forWhom}</p>
            <ul className="mt-4 flex-1 space-y-1.5 text-[0.9375rem] text-ink-soft">
              {session.includes.map((item) => (
                <li key={item} className="flex gap-2.5">
                  <span aria-hidden="true" className="text-accent">
                    ·
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm">
              <div>
                <dt className="text-muted">{m.pages_service_proof_gallery()}</dt>
                <dd className="font-semibold text-ink">{m.pages_service_proof_days()}</dd>
              </div>
              <div>
                <dt className="text-muted">{m.pages_service_finals()}</dt>
                <dd className="font-semibold text-ink">{m.pages_service_finals_days()}</dd>
              </div>
            </dl>
            <Link to={href(bookingPathFor(session.slug))} className="btn-primary mt-6 self-start">
              {m.pages_service_book_this()}
              <span className="sr-only">: {session.name}</span>
            </Link>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

function PortfolioExcerpt({ photos }: { photos: Route.ComponentProps["loaderData"]["featured"] }) {
  const href = useLocalizedHref();
  return (
    <Section id="from-the-portfolio" title={m.pages_service_from_portfolio()}>
      {/* The owner's featured photos, or frames saying what will appear there until there are some. */}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {photos.length
          ? photos.map((photo, index) => (
              <li key={photo.id} className={index === 2 ? "hidden sm:block" : undefined}>
                <FeaturedPhoto
                  photo={photo.picture}
                  caption={photo.caption || undefined}
                  sizes="(min-width: 640px) 30vw, 50vw"
                />
              </li>
            ))
          : ["first", "second", "third"].map((frame, index) => (
              <li key={frame} className={index === 2 ? "hidden sm:block" : undefined}>
                <PhotoFallback ratio="portrait" caption={m.pages_service_photo_placeholder({ number: index + 1 })} />
              </li>
            ))}
      </ul>
      <Link to={href("/portfolio")} className="mt-6 inline-block font-semibold">
        {m.pages_service_whole_portfolio()}
      </Link>
    </Section>
  );
}

function Delivery() {
  const href = useLocalizedHref();
  const { deliverySteps } = siteContent(useLocale());
  return (
    <Section id="after-your-session" title={m.pages_service_after()}>
      <ol className="grid gap-6 sm:grid-cols-3">
        {deliverySteps.map((step, index) => (
          <li key={step.when} className="border-t-2 border-ink pt-4">
            <p className="eyebrow">{m.pages_service_step({ number: index + 1 })}</p>
            <p className="mt-2 font-display text-xl text-ink">{step.when}</p>
            <p className="mt-1.5 leading-relaxed text-ink-soft">{step.what}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-[0.9375rem] text-muted">
        {m.pages_service_scheduling()} <Link to={href("/faq")}>{m.nav_faq()}</Link>.
      </p>
    </Section>
  );
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const href = useLocalizedHref();
  const isAiTools = service.slug === "ai-tools-mastery";
  const isPhotography = service.slug === "corporate-photography";
  return (
    <article className="container-page pt-8 sm:pt-12">
      <nav aria-label={m.pages_service_breadcrumb()} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-muted">
          <li>
            <Link to={href("/services")}>{m.pages_services_title()}</Link>
            <span aria-hidden="true" className="ml-2">
              /
            </span>
          </li>
          <li aria-current="page">{service.title}</li>
        </ol>
      </nav>

      <header className="mt-8 max-w-3xl">
        <h1 className="font-display text-title font-normal text-ink">{service.title}</h1>
        <p className="mt-5 text-lead text-ink-soft">{service.summary}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          {isPhotography ? (
            <>
              <a href="#sessions" className="btn-primary">
                {m.pages_service_choose()}
              </a>
              <Link to={href("/book")} className="btn-secondary">
                {m.pages_free_consultation()}
              </Link>
            </>
          ) : (
            <Link to={href("/book")} className="btn-primary">
              {m.pages_free_consultation()}
            </Link>
          )}
        </div>
      </header>

      <div className="max-w-5xl">
        <Section id="introduction" title={isAiTools ? m.pages_service_overview() : m.pages_service_introduction()}>
          <Paragraphs items={service.introduction} className="max-w-3xl" />
        </Section>

        {isPhotography ? <Packages prices={loaderData.prices} /> : null}
        {isPhotography ? <PortfolioExcerpt photos={loaderData.featured} /> : null}

        {service.whyItMatters?.length ? (
          <Section id="why-it-matters" title={m.pages_service_why()}>
            <Paragraphs items={service.whyItMatters} className="max-w-3xl" />
          </Section>
        ) : null}

        {service.approach?.length ? (
          <Section id="our-approach" title={m.pages_service_approach()}>
            <NumberedSteps items={service.approach} className="max-w-3xl" />
          </Section>
        ) : null}

        {isPhotography ? <Delivery /> : null}

        {service.offer?.length ? (
          <Section id="what-we-offer" title={m.pages_service_offer()}>
            <CardList items={service.offer} />
          </Section>
        ) : null}

        {service.subServices?.length ? (
          <Section id="ways-to-work" title={service.subServicesTitle ?? m.pages_service_ways()}>
            <CardList items={service.subServices} />
          </Section>
        ) : null}

        {service.keyBenefits.length ? (
          <Section id="key-benefits" title={m.pages_service_benefits()}>
            <CardList items={service.keyBenefits} />
          </Section>
        ) : null}

        {service.bestPractices.length ? (
          <Section id="best-practices" title={m.pages_service_practices()}>
            <CardList items={service.bestPractices} />
          </Section>
        ) : null}
      </div>

      <CallToAction
        as="aside"
        tone="sand"
        id="consultation-heading"
        className="mt-section"
        title={m.pages_service_cta_title()}
        text={m.pages_service_cta_text()}
        primary={{ to: href("/book"), label: m.pages_free_consultation() }}
        secondary={{ to: href("/services"), label: m.pages_service_all() }}
      />
    </article>
  );
}
