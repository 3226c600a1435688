/**
 * Every route of app/routes.ts × {anonymous, user, client, admin} → what the server must answer.
 * access-matrix.spec.ts checks each cell over HTTP and fails if a route is missing from this table.
 */
import { hasFrenchTwin, localizedHref } from "../../app/lib/i18n/locale";
export type Outcome =
  | 200
  | 400
  | 401
  | 403
  | 404
  | 405
  /** 302 to /auth?redirectTo=<the url> */
  | "login"
  /** 302 to /dashboard */
  | "dashboard"
  | { redirect: string; status?: number };

export interface MatrixRow {
  /** The route's path as written in app/routes.ts ("" for the index route). */
  pattern: string;
  /** A concrete URL to request for that pattern. */
  url: string;
  method?: "GET" | "POST";
  anonymous: Outcome;
  user: Outcome;
  client: Outcome;
  admin: Outcome;
}

const everyone = (outcome: Outcome) => ({ anonymous: outcome, user: outcome, client: outcome, admin: outcome });
const signedIn = (outcome: Outcome) => ({
  anonymous: "login" as const,
  user: outcome,
  client: outcome,
  admin: outcome,
});

const adminPage = {
  anonymous: "login" as const,
  user: "dashboard" as const,
  client: "dashboard" as const,
  admin: 200 as const,
};
const adminData = (adminOutcome: Outcome) => ({ ...adminPage, admin: adminOutcome });
/** An owner-only file or download (decisions §2: 403 to a signed-in non-owner, whatever the page does). */
const adminFile = (adminOutcome: Outcome) => ({ anonymous: 401, user: 403, client: 403, admin: adminOutcome }) as const;

export const accessMatrix: MatrixRow[] = [
  // Public site
  { pattern: "", url: "/", ...everyone(200) },
  { pattern: "services", url: "/services", ...everyone(200) },
  { pattern: "services/:slug", url: "/services/visual-identity", ...everyone(200) },
  { pattern: "faq", url: "/faq", ...everyone(200) },
  { pattern: "about", url: "/about", ...everyone(200) },
  { pattern: "privacypolicy", url: "/privacypolicy", ...everyone(200) },
  { pattern: "termsofservice", url: "/termsofservice", ...everyone(200) },
  { pattern: "cookiepolicy", url: "/cookiepolicy", ...everyone(200) },
  { pattern: "articles", url: "/articles", ...everyone(200) },
  {
    pattern: "articles/:slug",
    url: "/articles/how-small-studios-can-use-ai-without-losing-their-voice",
    ...everyone(200),
  },
  { pattern: "frameworks", url: "/frameworks", ...everyone(200) },
  { pattern: "frameworks/:page", url: "/frameworks/module-1", ...everyone(200) },
  { pattern: "frameworks/resilience/:page", url: "/frameworks/resilience/step-3", ...everyone(200) },
  { pattern: "frameworks/aligned-impact/:page", url: "/frameworks/aligned-impact/pillar-5", ...everyone(200) },
  { pattern: "blueprint", url: "/blueprint", ...everyone(200) },
  { pattern: "blueprint/:phase", url: "/blueprint/phase-4", ...everyone(200) },
  { pattern: "book", url: "/book", ...everyone(200) },
  { pattern: "book/:slug", url: "/book/signature-portrait", ...everyone(200) },
  { pattern: "book/:slug", url: "/book/phase-review?phase=1", ...everyone(200) },
  { pattern: "book/:slug", url: "/book/no-such-session", ...everyone(404) },
  {
    pattern: "book/:slug/details",
    url: "/book/express/details",
    ...everyone({ redirect: "/book/express?tz=Europe%2FParis" }),
  },
  { pattern: "book/:slug/details", url: "/book/express/details?start=2030-01-07T09:00:00.000Z", ...everyone(200) },
  {
    pattern: "book/:slug/details",
    url: "/book/express/details?start=2030-01-07T09:00:00.000Z",
    method: "POST",
    ...everyone(400),
  },
  { pattern: "book/booked/:token", url: "/book/booked/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...everyone(404) },
  { pattern: "book/cancel/:token", url: "/book/cancel/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...everyone(404) },
  {
    pattern: "book/cancel/:token",
    url: "/book/cancel/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    method: "POST",
    ...everyone(404),
  },
  { pattern: "book/confirm/:token", url: "/book/confirm/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...everyone(404) },
  {
    pattern: "book/confirm/:token",
    url: "/book/confirm/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    method: "POST",
    ...everyone(404),
  },
  { pattern: "book/reschedule/:token", url: "/book/reschedule/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...everyone(404) },
  // Stripe's way back from an unpaid checkout: a forged token releases nothing.
  { pattern: "book/unpaid/:token", url: "/book/unpaid/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", ...everyone(404) },
  {
    pattern: "book/reschedule/:token",
    url: "/book/reschedule/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    method: "POST",
    ...everyone(404),
  },
  { pattern: "calendar-feed/:token", url: "/calendar-feed/not-the-secret.ics", ...everyone(404) },
  { pattern: "portfolio", url: "/portfolio", ...everyone(200) },
  { pattern: "portfolio/:category", url: "/portfolio/events", ...everyone(200) },
  {
    pattern: "media/:assetId/:hash/:file",
    url: "/media/AAAAAAAAAAAAAAAAAAAA/0123456789abcdef/480.jpg",
    ...everyone(404),
  },
  { pattern: "contact", url: "/contact", ...everyone({ redirect: "/book", status: 301 }) },
  { pattern: "sitemap.xml", url: "/sitemap.xml", ...everyone(200) },
  { pattern: "robots.txt", url: "/robots.txt", ...everyone(200) },
  { pattern: "og/default.png", url: "/og/default.png", ...everyone(200) },
  { pattern: "og/default-fr.png", url: "/og/default-fr.png", ...everyone(200) },

  // Accounts
  { pattern: "auth", url: "/auth", anonymous: 200, user: "dashboard", client: "dashboard", admin: "dashboard" },
  // The e-mailed sign-in links' pages: a GET only asks; a POST without the link's token changes nothing.
  ...(["magic-link", "verify-email"] as const).flatMap((kind) => [
    { pattern: `auth/${kind}`, url: `/auth/${kind}?token=not-a-token&callbackURL=%2Fdashboard`, ...everyone(200) },
    { pattern: `auth/${kind}`, url: `/auth/${kind}`, method: "POST" as const, ...everyone(400) },
  ]),
  { pattern: "logout", url: "/logout", ...everyone({ redirect: "/" }) },
  // Only the e-mailed links are exposed (app/accounts/auth-endpoints.server.ts); the raw JSON API is closed.
  { pattern: "api/auth/*", url: "/api/auth/get-session", ...everyone(404) },
  { pattern: "setup", url: "/setup?token=anything", ...everyone(404) },
  { pattern: "account", url: "/account", ...signedIn(200) },
  { pattern: "receipts", url: "/receipts", ...signedIn(200) },
  { pattern: "receipts/:id/pdf", url: "/receipts/2147483000/pdf", ...signedIn(404) },
  // The data download is a POST (its GET goes back to the account page); the notice after a deletion.
  { pattern: "account/export", url: "/account/export", ...everyone({ redirect: "/account" }) },
  { pattern: "account/deleted", url: "/account/deleted", ...everyone(200) },

  // Signed-in areas
  { pattern: "dashboard", url: "/dashboard", ...signedIn(200) },
  // Today's buttons (nudge, retry an e-mail): the owner only.
  { pattern: "dashboard", url: "/dashboard", method: "POST", anonymous: "login", user: 403, client: 403, admin: 400 },
  { pattern: "tools", url: "/tools", ...signedIn(200) },
  { pattern: "sources", url: "/sources", ...signedIn(200) },

  // The Blueprint questionnaires (the fixture client and admin have answered nothing, so /hob/phase1 resumes at welcome)
  ...[1, 2, 3, 4].map((n) => ({
    pattern: `hob/phase${n}/Phase${n}ResultsPage`,
    url: `/hob/phase${n}/Phase${n}ResultsPage`,
    anonymous: "login" as const,
    user: 403 as const,
    client: 200 as const,
    admin: 200 as const,
  })),
  { pattern: "hob/results/export", url: "/hob/results/export", anonymous: 401, user: 403, client: 403, admin: 200 },
  { pattern: "hob/:phase/report", url: "/hob/phase1/report", anonymous: "login", user: 403, client: 200, admin: 200 },
  // The matrix's client has no approved report (nor the admin for themselves): the PDF does not exist yet.
  {
    pattern: "hob/:phase/report/pdf",
    url: "/hob/phase1/report/pdf",
    anonymous: "login",
    user: 403,
    client: 404,
    admin: 404,
  },
  { pattern: "hob/uploads/:id", url: "/hob/uploads/does-not-exist-123", ...signedIn(404) },
  {
    pattern: "hob/:phase",
    url: "/hob/phase1",
    anonymous: "login",
    user: 403,
    client: { redirect: "/hob/phase1/welcome" },
    admin: { redirect: "/hob/phase1/welcome" },
  },
  { pattern: "hob/:phase/:step", url: "/hob/phase1/welcome", anonymous: "login", user: 403, client: 200, admin: 200 },

  // The owner's tools
  { pattern: "my-projects", url: "/my-projects", ...adminPage },
  { pattern: "api-costs", url: "/api-costs", anonymous: "login", user: 403, client: 403, admin: 200 },
  { pattern: "api-creation", url: "/api-creation", anonymous: "login", user: 403, client: 403, admin: 200 },
  { pattern: "ai-ide-costs", url: "/ai-ide-costs", ...adminPage },
  { pattern: "todo", url: "/todo", ...adminPage },
  { pattern: "todo", url: "/todo", method: "POST", ...adminData(400) },
  { pattern: "admin/users", url: "/admin/users", ...adminPage },
  { pattern: "admin/users", url: "/admin/users", method: "POST", ...adminData(400) },
  { pattern: "admin/inquiries", url: "/admin/inquiries", ...adminPage },
  { pattern: "admin/inquiries/:id", url: "/admin/inquiries/999999", ...adminData(404) },
  { pattern: "admin/inquiries/:id", url: "/admin/inquiries/999999", method: "POST", ...adminData(400) },
  { pattern: "admin/booking", url: "/admin/booking", ...adminPage },
  { pattern: "admin/booking/setup", url: "/admin/booking/setup", ...adminPage },
  { pattern: "admin/booking/setup", url: "/admin/booking/setup", method: "POST", ...adminData(400) },
  { pattern: "admin/booking/types/:id", url: "/admin/booking/types/1", ...adminPage },
  { pattern: "admin/booking/types/:id", url: "/admin/booking/types/999999", ...adminData(404) },
  { pattern: "admin/booking/types/:id", url: "/admin/booking/types/1", method: "POST", ...adminData(400) },
  { pattern: "admin/booking/:id", url: "/admin/booking/999999", ...adminData(404) },
  { pattern: "admin/booking/:id", url: "/admin/booking/999999", method: "POST", ...adminData(400) },
  { pattern: "admin/reports/:id", url: "/admin/reports/999999", ...adminData(404) },
  { pattern: "admin/reports/:id", url: "/admin/reports/999999", method: "POST", ...adminData(400) },
  { pattern: "admin/reports/:id/pdf", url: "/admin/reports/999999/pdf", ...adminFile(404) },
  { pattern: "admin/clients", url: "/admin/clients", ...adminPage },
  { pattern: "admin/clients/:id", url: "/admin/clients/no-such-client", ...adminData(404) },
  { pattern: "admin/clients/:id", url: "/admin/clients/no-such-client", method: "POST", ...adminData(400) },
  {
    pattern: "admin/clients/:id/export",
    url: "/admin/clients/no-such-client/export",
    ...everyone({ redirect: "/admin/clients/no-such-client" }),
  },
  {
    pattern: "admin/clients/:id/export",
    url: "/admin/clients/no-such-client/export",
    method: "POST",
    ...adminFile(404),
  },
  { pattern: "admin/settings", url: "/admin/settings", ...adminPage },
  { pattern: "admin/links", url: "/admin/links", ...adminPage },
  { pattern: "admin/packages", url: "/admin/packages", ...adminPage },
  { pattern: "admin/packages", url: "/admin/packages", method: "POST", ...adminData(400) },
  { pattern: "admin/packages/:id", url: "/admin/packages/999999", ...adminData(404) },
  { pattern: "admin/packages/:id", url: "/admin/packages/999999", method: "POST", ...adminData(400) },
  { pattern: "admin/settings", url: "/admin/settings", method: "POST", ...adminData(400) },
  { pattern: "admin/system", url: "/admin/system", ...adminPage },
  { pattern: "admin/system", url: "/admin/system", method: "POST", ...adminData(400) },
  { pattern: "admin/payments", url: "/admin/payments", ...adminPage },
  { pattern: "admin/payments/export", url: "/admin/payments/export", ...adminFile(400) },

  { pattern: "admin/portfolio", url: "/admin/portfolio", ...adminPage },
  { pattern: "admin/portfolio", url: "/admin/portfolio", method: "POST", ...adminData(400) },
  { pattern: "admin/media/upload", url: "/admin/media/upload?to=portfolio", ...everyone(405) },
  {
    pattern: "admin/media/upload",
    url: "/admin/media/upload?to=portfolio",
    method: "POST",
    anonymous: 401,
    user: 403,
    client: 403,
    admin: 400,
  },
  { pattern: "admin/galleries", url: "/admin/galleries", ...adminPage },
  { pattern: "admin/galleries", url: "/admin/galleries", method: "POST", ...adminData(400) },
  { pattern: "admin/galleries/:id", url: "/admin/galleries/AAAAAAAAAAAAAAAAAAAA", ...adminData(404) },
  { pattern: "admin/galleries/:id", url: "/admin/galleries/AAAAAAAAAAAAAAAAAAAA", method: "POST", ...adminData(404) },
  {
    pattern: "admin/galleries/:id/selection",
    url: "/admin/galleries/AAAAAAAAAAAAAAAAAAAA/selection",
    anonymous: 401,
    user: 403,
    client: 403,
    admin: 404,
  },

  // Client galleries (another client's or unknown gallery: 404 for everyone signed in)
  { pattern: "galleries/:id", url: "/galleries/AAAAAAAAAAAAAAAAAAAA", ...signedIn(404) },
  { pattern: "galleries/:id", url: "/galleries/AAAAAAAAAAAAAAAAAAAA", method: "POST", ...signedIn(404) },
  { pattern: "galleries/:id/download", url: "/galleries/AAAAAAAAAAAAAAAAAAAA/download", ...signedIn(404) },
  // One proof's page (the viewer without JavaScript), and its favourite and comment forms.
  {
    pattern: "galleries/:id/photos/:photoId",
    url: "/galleries/AAAAAAAAAAAAAAAAAAAA/photos/BBBBBBBBBBBBBBBBBBBB",
    ...signedIn(404),
  },
  {
    pattern: "galleries/:id/photos/:photoId",
    url: "/galleries/AAAAAAAAAAAAAAAAAAAA/photos/BBBBBBBBBBBBBBBBBBBB",
    method: "POST",
    ...signedIn(404),
  },
  {
    pattern: "galleries/:id/photos/:photoId/download",
    url: "/galleries/AAAAAAAAAAAAAAAAAAAA/photos/BBBBBBBBBBBBBBBBBBBB/download",
    ...signedIn(404),
  },
  // A gallery shared by link and password: an unknown token is "not found" for everyone, signed in or not,
  // before any password is asked for or checked (tests/e2e/gallery-share.spec.ts opens a real one).
  { pattern: "shared/:token", url: `/shared/${"A".repeat(43)}`, ...everyone(404) },
  { pattern: "shared/:token", url: `/shared/${"A".repeat(43)}`, method: "POST", ...everyone(404) },
  { pattern: "shared/:token", url: "/shared/not-a-token", ...everyone(404) },

  // Endpoints
  { pattern: "api/contact", url: "/api/contact", ...everyone(405) },
  // Stripe's webhook: POST only, and nothing without Stripe's signature.
  { pattern: "api/payments/stripe", url: "/api/payments/stripe", ...everyone(405) },
  { pattern: "api/payments/stripe", url: "/api/payments/stripe", method: "POST", ...everyone(400) },
  { pattern: "healthz", url: "/healthz", ...everyone(200) },
  // The opt-out link of a reminder: a signed token, no session needed; a forged one is refused.
  { pattern: "nudges/opt-out", url: "/nudges/opt-out?token=forged.token", ...everyone(404) },
  { pattern: "nudges/opt-out", url: "/nudges/opt-out", method: "POST", ...everyone(400) },
  { pattern: "*", url: "/no-such-page", ...everyone(404) },
];

/** A public page's French twin (app/routes.ts declares both): the same answers, at /fr addresses. */
function frenchTwin(row: MatrixRow): MatrixRow {
  const outcome = (o: Outcome): Outcome =>
    typeof o === "object" ? { ...o, redirect: localizedHref(o.redirect, "fr") } : o;
  return {
    ...row,
    pattern: row.pattern ? `fr/${row.pattern}` : "fr",
    url: localizedHref(row.url, "fr"),
    anonymous: outcome(row.anonymous),
    user: outcome(row.user),
    client: outcome(row.client),
    admin: outcome(row.admin),
  };
}

accessMatrix.push(...accessMatrix.filter((row) => row.pattern !== "*" && hasFrenchTwin(row.url)).map(frenchTwin), {
  pattern: "fr/*",
  url: "/fr/no-such-page",
  ...everyone(404),
});

/** Rows that are pages (not endpoints or files), so they also answer data requests. */
export function isPageRow(row: MatrixRow) {
  if (row.method === "POST") return false;
  if (
    /^\/(media\/|admin\/media\/upload|admin\/galleries\/[^/]+\/selection|galleries\/[^/]+\/(download|photos\/))/.test(
      row.url,
    )
  ) {
    return false; // media files and downloads (issue 12)
  }
  return !/^\/(api\/|healthz|logout|contact|sitemap|robots|hob\/uploads|hob\/results\/export|admin\/payments\/export|admin\/reports\/[^/]+\/pdf|hob\/phase\d\/report\/pdf|calendar-feed)/.test(
    row.url,
  );
}
