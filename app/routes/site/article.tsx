import { data, Link } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { JsonLd } from "~/components/json-ld";
import { getEnv } from "~/lib/env.server";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getSiteConfig } from "~/lib/site-config.server";
import { m } from "~/paraglide/messages";
import { formatFrenchDate, getArticle } from "~/site/articles.server";
import type { Route } from "./+types/article";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = loaderData?.article;
  if (!article) return pageMeta(matches, { title: m.pages_article_not_found_title(), noindex: true });
  return pageMeta(matches, {
    title: article.title,
    description: article.excerpt,
    path: `/articles/${article.slug}`,
    type: "article",
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const locale = serverLocale();
  const article = getArticle(params.slug, locale);
  if (!article) return data({ article: null, dateLabel: "", schema: null }, { status: 404 });

  const env = getEnv();
  const siteName = getSiteConfig(env.SITE_NAME).siteName;
  const url = `${env.BASE_URL}${localizedHref(`/articles/${article.slug}`, locale)}`;
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
    inLanguage: locale,
  };
  return { article, dateLabel: formatFrenchDate(article.date), schema };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, dateLabel, schema } = loaderData;
  const href = useLocalizedHref();

  if (!article) {
    return (
      <div className="container-page py-16">
        <h1 className="font-display text-title font-normal text-ink">{m.pages_article_not_found()}</h1>
        <p className="mt-4 text-lg text-slate-700">{m.pages_article_not_found_text()}</p>
        <Link to={href("/articles")} className="btn-primary mt-8">
          {m.pages_article_back()}
        </Link>
      </div>
    );
  }

  return (
    <article className="container-page py-12 sm:py-16">
      <p className="text-sm">
        <Link to={href("/articles")}>
          <span aria-hidden="true">← </span>
          {m.pages_article_all()}
        </Link>
      </p>
      <header className="mt-6 max-w-3xl">
        <h1 className="font-display text-title font-normal text-ink">{article.title}</h1>
        <p className="mt-4 text-slate-700">
          <time dateTime={article.date} lang="fr">
            {dateLabel}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{m.pages_articles_by()}</span>
          {article.author}
          {article.readingMinutes > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {m.pages_articles_min_read({ minutes: article.readingMinutes })}
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
        <p className="mt-10 max-w-3xl text-lg text-slate-700">{m.pages_article_coming_soon()}</p>
      )}

      <CallToAction
        as="aside"
        id="article-cta-heading"
        className="mt-16 max-w-3xl"
        title={m.pages_article_cta_title()}
        text={m.pages_article_cta_text()}
        primary={{ to: href("/book"), label: m.pages_free_consultation() }}
        secondary={{ to: href("/articles"), label: m.pages_article_more() }}
      />

      {schema ? <JsonLd data={schema} /> : null}
    </article>
  );
}
