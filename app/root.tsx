import type { ReactNode } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// The weight axis only (37 KB instead of 67 KB with the optical-size axis): the display face is
// fetched with every document, so its bytes compete with the stylesheet and the main photo.
import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/fraunces/wght-italic.css";
import "@fontsource-variable/inter/wght.css";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import "./app.css";
import { ClientsOnly } from "./components/clients-only";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { getDb } from "./lib/db.server";
import { getEnv } from "./lib/env.server";
import { frenchOffer } from "./lib/i18n/locale";
import { localeMiddleware, serverLocale } from "./lib/i18n/request-locale.server";
import { useLocale, useLocalizedHref } from "./lib/i18n/use-locale";
import { documentShipsScripts } from "./lib/page-handle";
import { pagePath } from "./lib/request-path";
import { getUser, sessionMiddleware } from "./lib/session.server";
import { getSiteConfig } from "./lib/site-config.server";
import { OwnerShell } from "./owner/components/owner-shell";
import { isOwnerPage } from "./owner/navigation";
import { ownerBadges } from "./owner/today.server";
import { m } from "./paraglide/messages";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The display face, fetched with the document: headings keep their shape from the first paint. Body text
  // is not held for Inter: it paints at once in a fallback matched to Inter's metrics (app.css).
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// The session first: the language of a signed-in person's own pages is their account's (request-locale.server.ts).
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, localeMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  const env = getEnv();
  const site = getSiteConfig(env.SITE_NAME);
  const owner = user?.role === "admin" ? await ownerBadges(await getDb()) : null;
  return data({
    requestId: args.request.headers.get("x-request-id"),
    locale: serverLocale(),
    // The same decision as the public-page cache's key (app/lib/public-page-cache.server.ts).
    frenchOffer: frenchOffer(pagePath(args.request), args.request.headers.get("accept-language")),
    user: user
      ? {
          email: user.email,
          role: user.role,
          attention: owner?.attention,
        }
      : null,
    // The owner's shell (app/owner/components/owner-shell.tsx): their name and the navigation's counts.
    owner: owner && user ? { name: user.name, email: user.email, ...owner } : null,
    site: {
      name: site.siteName,
      contactEmail: site.contactEmail,
      phones: site.phones,
      social: site.social,
      baseUrl: env.BASE_URL,
    },
  });
}

/**
 * The owner's counts (unread inquiries, Today's items) follow them from page to page: on the owner's pages,
 * the root loader runs again at each navigation, not only after a form was sent.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || isOwnerPage(nextUrl.pathname);

/**
 * Routes whose `handle` has `focusMode: true` (the Blueprint questionnaire) draw their own slim
 * header and no marketing header or footer, as long as they rendered (an error page keeps the site's).
 */
function useFocusMode() {
  return useMatches().some(
    (match) => (match.handle as { focusMode?: boolean } | undefined)?.focusMode && match.loaderData !== undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const focusMode = useFocusMode();
  // Content pages (route handle `contentPage`) are plain HTML: no hydration, no module preloads.
  const scripts = documentShipsScripts(useMatches().map((match) => match.handle));
  // The owner's pages carry the owner's navigation instead of the site's header and footer.
  const { pathname } = useLocation();
  const owner = root?.owner && !focusMode && isOwnerPage(pathname) ? root.owner : null;
  const locale = useLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f6f2eb" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#141210" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {m.skip_to_content()}
        </a>
        {root?.frenchOffer && !owner && (
          <p lang="fr" className="border-b border-line bg-sand px-gutter py-2 text-center text-sm text-ink-soft">
            {m.language_offer({}, { locale: "fr" })}{" "}
            <a href={root.frenchOffer} hrefLang="fr" className="font-semibold text-ink">
              {m.language_offer_link({}, { locale: "fr" })}
            </a>
          </p>
        )}
        {owner ? (
          <OwnerShell owner={owner}>{children}</OwnerShell>
        ) : (
          <>
            {!focusMode && <SiteHeader user={root?.user ?? null} />}
            <main id="main" className={focusMode ? "flex-1 bg-slate-50" : "flex-1"}>
              {children}
            </main>
            {!focusMode && <SiteFooter site={root?.site} />}
          </>
        )}
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const requestId = useRouteLoaderData<typeof loader>("root")?.requestId;
  const localized = useLocalizedHref();
  if (isRouteErrorResponse(error) && (error.data as { kind?: string } | null)?.kind === "clients-only") {
    return <ClientsOnly />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? m.error_not_found_title() : m.error_title();
  const message = notFound
    ? m.error_not_found_text()
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText || m.error_label()}`
      : m.error_text();
  return (
    <section className="container-page pt-16 sm:pt-24">
      <title>{`${title} · Holistic Omega`}</title>
      <p className="eyebrow">{notFound ? "404" : m.error_label()}</p>
      <h1 className="mt-3 font-display text-title font-normal text-ink">{title}</h1>
      <p className="mt-4 text-lead text-ink-soft">{message}</p>
      {!notFound && requestId && (
        <p className="mt-2 text-sm text-muted">
          {m.error_reference()} <code>{requestId}</code>.
        </p>
      )}
      <nav aria-label={m.error_sections()} className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {[
            { to: "/", label: m.nav_home() },
            { to: "/services", label: m.nav_services() },
            { to: "/blueprint", label: m.nav_blueprint() },
            { to: "/book", label: m.nav_book() },
          ].map((link, index) => (
            <li key={link.to}>
              <a className={index === 0 ? "btn-primary" : "btn-secondary"} href={localized(link.to)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
