import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { formatFrenchDate, listArticles } from "~/lib/articles.server";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import type { Route } from "./+types/articles";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Articles",
    path: "/articles",
    description:
      "Practical articles for entrepreneurs on AI tools, branding, business intelligence, photography and sustainable, well-balanced growth.",
  });

export function loader() {
  return {
    articles: listArticles().map((article) => ({ ...article, dateLabel: formatFrenchDate(article.date) })),
  };
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader
        title="Articles"
        lead="Ideas and practical guides on AI, creativity, business intelligence and well-being for entrepreneurs."
      />

      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {loaderData.articles.map((article) => (
          <li key={article.slug} className="card flex flex-col">
            <article className="flex flex-1 flex-col">
              <h2 className="font-display text-xl font-medium text-ink">{article.title}</h2>
              <p className="mt-2 text-sm text-slate-700">
                <time dateTime={article.date} lang="fr">
                  {article.dateLabel}
                </time>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, by </span>
                {article.author}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {article.readingMinutes} min read
              </p>
              <p className="mt-3 flex-1 text-slate-700">{article.excerpt}</p>
              <Link to={`/articles/${article.slug}`} className="mt-4 font-semibold">
                Read more<span className="sr-only"> about {article.title}</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
