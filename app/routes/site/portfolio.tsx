import { data, Link } from "react-router";
import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from "~/lib/db/schema";
import { getDb } from "~/lib/db.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPageWithOwnScripts } from "~/lib/page-handle";
import { isCategory } from "~/media/categories";
import { StaticLightbox } from "~/media/components/lightbox";
import { Picture } from "~/media/picture";
import { listPublishedPhotos } from "~/media/portfolio.server";
import viewerScript from "~/media/viewer/photo-viewer.ts?worker&url";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/portfolio";

// Not hydrated: the page is cacheable HTML, and its photo viewer is a small script of its own.
export const handle = contentPageWithOwnScripts;

/** The categories' names in the page's language (the English ones are also `CATEGORY_LABELS`). */
const categoryLabels: Record<PortfolioCategory, () => string> = {
  portraits: m.pages_portfolio_portraits,
  "corporate-executive": m.pages_portfolio_corporate_executive,
  events: m.pages_portfolio_events,
  "personal-branding": m.pages_portfolio_personal_branding,
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.category
      ? m.pages_portfolio_category_title({ category: categoryLabels[loaderData.category]() })
      : m.pages_portfolio_title(),
    path: loaderData?.category ? `/portfolio/${loaderData.category}` : "/portfolio",
    description: m.pages_portfolio_description(),
  });

export async function loader({ params }: Route.LoaderArgs) {
  const category = params.category;
  if (category !== undefined && !isCategory(category)) throw data(null, { status: 404 });
  const photos = await listPublishedPhotos(await getDb(), category);
  return { category: category ?? null, photos };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { category, photos } = loaderData;
  const href = useLocalizedHref();
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{m.pages_portfolio_eyebrow()}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900 sm:text-5xl">
          {category ? categoryLabels[category]() : m.pages_portfolio_title()}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{m.pages_portfolio_lead()}</p>
      </header>
      <nav aria-label={m.pages_portfolio_categories()} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={href("/portfolio")}
              aria-current={category === null ? "page" : undefined}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {m.pages_portfolio_all()}
            </Link>
          </li>
          {PORTFOLIO_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={href(`/portfolio/${c}`)}
                aria-current={category === c ? "page" : undefined}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {categoryLabels[c]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {photos.length === 0 ? (
        <section className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <h2 className="font-serif text-2xl font-bold text-brand-900">{m.pages_portfolio_empty_title()}</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700">
            {category ? m.pages_portfolio_empty_category() : m.pages_portfolio_empty()}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={href("/services/corporate-photography")} className="btn-secondary">
              {m.pages_portfolio_sessions()}
            </Link>
            <Link to={href("/book")} className="btn-primary">
              {m.pages_book_session()}
            </Link>
          </div>
        </section>
      ) : (
        // Photos after the first row are laid out and painted only near the viewport (content-visibility).
        <StaticLightbox
          scriptUrl={viewerScript}
          listClassName="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>li:nth-child(n+4)]:[content-visibility:auto] [&>li:nth-child(n+4)]:[contain-intrinsic-size:auto_18rem]"
          label={m.pages_portfolio_viewer()}
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
