import { data, Link } from "react-router";
import { PORTFOLIO_CATEGORIES } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { contentPageWithOwnScripts } from "~/lib/page-handle";
import { CATEGORY_LABELS, isCategory } from "~/media/categories";
import { StaticLightbox } from "~/media/components/lightbox";
import { Picture } from "~/media/picture";
import { listPublishedPhotos } from "~/media/portfolio.server";
import viewerScript from "~/media/viewer/photo-viewer.ts?worker&url";
import type { Route } from "./+types/portfolio";

// Not hydrated: the page is cacheable HTML, and its photo viewer is a small script of its own.
export const handle = contentPageWithOwnScripts;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.category ? `${CATEGORY_LABELS[loaderData.category]} · Portfolio` : "Portfolio",
    path: loaderData?.category ? `/portfolio/${loaderData.category}` : "/portfolio",
    description:
      "Photography by Holistic Omega: portraits, corporate and executive photography, events and personal branding.",
  });

export async function loader({ params }: Route.LoaderArgs) {
  const category = params.category;
  if (category !== undefined && !isCategory(category)) throw data(null, { status: 404 });
  const photos = await listPublishedPhotos(await getDb(), category);
  return { category: category ?? null, photos };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { category, photos } = loaderData;
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Photography</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900 sm:text-5xl">
          {category ? CATEGORY_LABELS[category] : "Portfolio"}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Portraits, corporate and executive photography, events and personal branding: natural, unposed pictures that
          look like the people in them.
        </p>
      </header>
      <nav aria-label="Portfolio categories" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/portfolio"
              aria-current={category === null ? "page" : undefined}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              All
            </Link>
          </li>
          {PORTFOLIO_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={`/portfolio/${c}`}
                aria-current={category === c ? "page" : undefined}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {CATEGORY_LABELS[c]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {photos.length === 0 ? (
        <section className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <h2 className="font-serif text-2xl font-bold text-brand-900">New work is on its way</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700">
            {category
              ? "There are no photos in this category yet. Have a look at the whole portfolio, or book a session."
              : "The portfolio is being curated. In the meantime, read about our photography sessions or book one."}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/services/corporate-photography" className="btn-secondary">
              Photography sessions
            </Link>
            <Link to="/book" className="btn-primary">
              Book a session
            </Link>
          </div>
        </section>
      ) : (
        // Photos after the first row are laid out and painted only near the viewport (content-visibility).
        <StaticLightbox
          scriptUrl={viewerScript}
          listClassName="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>li:nth-child(n+4)]:[content-visibility:auto] [&>li:nth-child(n+4)]:[contain-intrinsic-size:auto_18rem]"
          label="Portfolio photo viewer"
          items={photos.map((p) => ({ key: String(p.id), picture: p.picture, caption: p.caption }))}
          renderThumb={(item, index, link) => (
            <li key={item.key}>
              <figure>
                <a href={item.picture.src} {...link} className="block rounded-xl focus-visible:outline-4">
                  <Picture
                    photo={item.picture}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2.5rem)"
                    priority={index === 0}
                    className="rounded-xl"
                  />
                </a>
                {item.caption ? <figcaption className="mt-2 text-sm text-slate-700">{item.caption}</figcaption> : null}
              </figure>
            </li>
          )}
        />
      )}
    </div>
  );
}
