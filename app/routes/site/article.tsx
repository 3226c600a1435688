import { data, Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { formatFrenchDate, getArticle } from "~/lib/articles.server";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getSiteConfig } from "~/lib/site-config.server";
import type { Route } from "./+types/article";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = loaderData?.article;
  if (!article) return pageMeta(matches, { title: "Article not found", noindex: true });
  return pageMeta(matches, {
    title: article.title,
    description: article.excerpt,
    path: `/articles/${article.slug}`,
    type: "article",
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) return data({ article: null, dateLabel: "", schema: null }, { status: 404 });

  const env = getEnv();
  const siteName = getSiteConfig(env.SITE_NAME).siteName;
  const url = `${env.BASE_URL}/articles/${article.slug}`;
  const schema = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    author: { "@type": article.author === siteName ? "Organization" : "Person", name: article.author },
    publisher: { "@type": "Organization", name: siteName, url: env.BASE_URL },
    mainEntityOfPage: url,
    url,
    inLanguage: "en",
  };
  return { article, dateLabel: formatFrenchDate(article.date), schema };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, dateLabel, schema } = loaderData;

  if (!article) {
    return (
      <div className="container-page py-16">
        <h1 className="font-display text-title font-normal text-ink">Article not found.</h1>
        <p className="mt-4 text-lg text-slate-700">The article you are looking for does not exist or has moved.</p>
        <Link to="/articles" className="btn-primary mt-8">
          Back to all articles
        </Link>
      </div>
    );
  }

  return (
    <article className="container-page py-12 sm:py-16">
      <p className="text-sm">
        <Link to="/articles">
          <span aria-hidden="true">← </span>All articles
        </Link>
      </p>
      <header className="mt-6 max-w-3xl">
        <h1 className="font-display text-title font-normal text-ink">{article.title}</h1>
        <p className="mt-4 text-slate-700">
          <time dateTime={article.date} lang="fr">
            {dateLabel}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, by </span>
          {article.author}
          {article.readingMinutes > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {article.readingMinutes} min read
            </>
          ) : null}
        </p>
      </header>

      {article.html ? (
        <div
          className="article-body mt-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from our own Markdown files at build time.
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      ) : (
        <p className="mt-10 max-w-3xl text-lg text-slate-700">Full article content coming soon...</p>
      )}

      <aside aria-labelledby="article-cta-heading" className="mt-16 max-w-3xl rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="article-cta-heading" className="font-display text-2xl font-medium text-ink">
          Want to apply this to your business?
        </h2>
        <p className="mt-2 text-slate-700">Book a free consultation and we will look at your situation together.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/book" className="btn-primary">
            Get a free consultation
          </Link>
          <Link to="/articles" className="btn-secondary">
            More articles
          </Link>
        </div>
      </aside>

      {schema ? <JsonLd data={schema} /> : null}
    </article>
  );
}
