import { Link } from "react-router";
import { ServicesGrid } from "~/components/services-grid";
import { PhotoFallback } from "~/components/ui/photo-fallback";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { HOME_TITLE, pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getSiteConfig } from "~/lib/site-config.server";
import { FeaturedPhoto } from "~/media/picture";
import { getFeaturedPhotos } from "~/media/portfolio.server";
import type { Route } from "./+types/home";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: HOME_TITLE,
    fullTitle: true,
    path: "/",
    description:
      "Portrait and brand photography, AI training, creative direction and coaching for entrepreneurs. Proofs in 3–5 business days; your first consultation is free.",
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
const practices = [
  {
    id: "consultancy",
    label: "The consultancy",
    title: "Clarity for the business behind the image",
    text: "Training in AI tools that give you hours back, business intelligence you can act on, and coaching that builds a pace you can keep. Taken one at a time or as the four-phase Blueprint programme.",
    links: [
      { to: "/services", label: "Consulting services" },
      { to: "/blueprint", label: "The Blueprint programme" },
    ],
  },
  {
    id: "studio",
    label: "The photography studio",
    title: "Portraits that look like you on a good day",
    text: "Corporate and executive portraits, team sessions and creative direction, in the studio or on location, with a private proof gallery within days and retouched finals soon after.",
    links: [
      { to: "/portfolio", label: "See the portfolio" },
      { to: "/services/corporate-photography", label: "Corporate photography" },
    ],
  },
] as const;

/** The turnaround promises of the FAQ (app/content/faq.ts), as one line of proof. */
const promises = [
  { value: "2 weeks", label: "to your session, or 72 hours when it is urgent" },
  { value: "3–5 days", label: "to your private proof gallery" },
  { value: "7–10 days", label: "to your retouched final images" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="home-title" className="container-page pt-10 pb-section sm:pt-16">
        <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr] lg:gap-16">
          <div>
            <p className="eyebrow">Portrait studio · Brand &amp; business consulting</p>
            <h1 id="home-title" className="mt-4 font-display text-display font-normal text-ink">
              Be seen as you are <em className="text-accent not-italic">at your best</em>.
            </h1>
            <p className="mt-6 max-w-xl text-lead text-ink-soft">
              We photograph entrepreneurs and their teams, then help the business behind the portrait grow: a visual
              identity that fits, AI that gives you time back, and a pace you can keep.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link to="/book" className="btn-primary">
                Book a session
              </Link>
              <Link to="/portfolio" className="btn-secondary">
                See the portfolio
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
              <PhotoFallback ratio="portrait" caption="A featured portfolio photo will appear here" />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="bg-sand">
        <div className="container-page py-section">
          <div className="grid gap-6 lg:grid-cols-[1fr_2.2fr] lg:gap-16">
            <h2 id="mission-title" className="flex items-center gap-3 self-start eyebrow text-ink-soft lg:pt-4">
              <span aria-hidden="true" className="h-px w-8 bg-accent" />
              Our Mission
            </h2>
            <div>
              <p className="max-w-4xl font-display text-title font-normal text-ink">
                Empowering entrepreneurs with integrated AI, creativity and holistic well-being solutions.
              </p>
              <p className="mt-5 max-w-2xl text-lead text-ink-soft">
                One team for how your business looks and how it runs: a studio and a consultancy that work from the same
                brief, yours.
              </p>
            </div>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:mt-16">
            {practices.map((practice, index) => (
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
                      <Link to={link.to}>
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

      <section aria-label="Our turnaround promises" className="border-b border-line bg-surface">
        <div className="container-page py-6">
          <ul className="grid gap-4 sm:grid-cols-3 sm:gap-8">
            {promises.map((promise) => (
              <li key={promise.value} className="flex items-baseline gap-3">
                <span className="font-display text-2xl whitespace-nowrap text-ink">{promise.value}</span>
                <span className="text-sm text-muted">{promise.label}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted">
            Promises from our <Link to="/faq">FAQ</Link>, kept on every session.
          </p>
        </div>
      </section>

      <section aria-labelledby="services-title" className="container-page py-section">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="eyebrow">Services</p>
            <h2 id="services-title" className="mt-2 font-display text-heading font-medium">
              One studio, nine ways to work together
            </h2>
          </div>
          <Link to="/services" className="text-[0.9375rem] font-semibold">
            All services in detail
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
              Your first conversation is free.
            </h2>
            <p className="mt-4 max-w-xl text-lead text-on-ink/85">
              Tell us what you need the images for, or where the business feels stuck. We reply within two business
              days.
            </p>
          </div>
          <div className="flex flex-col items-start gap-4 lg:items-end">
            <Link to="/book" className="btn bg-on-ink text-ink hover:bg-sand hover:text-ink">
              Book a session
            </Link>
            <a href={`mailto:${loaderData.contactEmail}`} className="text-[0.9375rem] text-on-ink/85 hover:text-on-ink">
              or write to {loaderData.contactEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
