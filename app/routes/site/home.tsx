import { Link } from "react-router";
import { ServicesGrid } from "~/components/services-grid";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { HOME_TITLE, pageMeta } from "~/lib/meta";
import { getSiteConfig } from "~/lib/site-config.server";
import { FeaturedPhotos } from "~/media/components/featured-photos";
import { getFeaturedPhotos } from "~/media/portfolio.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: HOME_TITLE,
    fullTitle: true,
    path: "/",
    description:
      "Holistic Omega empowers entrepreneurs with integrated AI, creativity and holistic well-being solutions: consulting, training, coaching and photography.",
  });

export async function loader() {
  return {
    selfDevelopmentUrl: getSiteConfig(getEnv().SITE_NAME).links.selfDevelopment,
    // Media (issue 12): photos the owner featured.
    featured: await getFeaturedPhotos(await getDb(), 3),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="mission-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-16 text-center sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Holistic Omega</p>
          <h1 id="mission-heading" className="mt-3 font-serif text-4xl font-bold text-brand-900 sm:text-5xl">
            Our Mission
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">
            Empowering entrepreneurs with integrated AI, creativity and holistic well-being solutions, so that the
            business you build is as clear, creative and sustainable as the person behind it.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/blueprint" className="btn-primary">
              Discover the Blueprint
            </Link>
            <Link to="/book" className="btn-secondary">
              Book a free consultation
            </Link>
          </div>
        </div>
      </section>

      {/* Media (issue 12): featured portfolio photos; renders nothing until the owner features some. */}
      <FeaturedPhotos photos={loaderData.featured} />

      <section aria-labelledby="services-heading" className="container-page py-12">
        <h2 id="services-heading" className="font-serif text-3xl font-bold text-brand-900">
          How we help
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Nine ways to work with us, from hands-on AI training to portrait photography.
        </p>
        <ServicesGrid selfDevelopmentUrl={loaderData.selfDevelopmentUrl} headingLevel="h3" className="mt-8" />
      </section>
    </>
  );
}
