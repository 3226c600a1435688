import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { m } from "~/paraglide/messages";
import { formatFrenchDate, listArticles } from "~/site/articles.server";
import type { Route } from "./+types/articles";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_articles_title(),
    path: "/articles",
    description: m.pages_articles_description(),
  });

export function loader() {
  return {
    articles: listArticles(serverLocale()).map((article) => ({
      ...article,
      dateLabel: formatFrenchDate(article.date),
    })),
  };
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader title={m.pages_articles_title()} lead={m.pages_articles_lead()} />

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
                <span className="sr-only">{m.pages_articles_by()}</span>
                {article.author}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {m.pages_articles_min_read({ minutes: article.readingMinutes })}
              </p>
              <p className="mt-3 flex-1 text-slate-700">{article.excerpt}</p>
              <Link to={href(`/articles/${article.slug}`)} className="mt-4 font-semibold">
                {m.pages_articles_read_more()}
                <span className="sr-only">{m.pages_articles_about({ title: article.title })}</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
