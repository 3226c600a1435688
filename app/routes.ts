import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * A public page at its English address and at the same path under /fr (ADR 023). The French route gets
 * its own id ("fr:" + the English one); app/lib/i18n/locale.ts lists the same pages as bilingual.
 */
function both(path: string, file: string, id?: string) {
  const french = route(path ? `fr/${path}` : "fr", file, { id: `fr:${id ?? file.replace(/\.tsx?$/, "")}` });
  return [path ? (id ? route(path, file, { id }) : route(path, file)) : index(file), french];
}

export default [
  // Public site
  ...both("", "routes/site/home.tsx"),
  ...both("services", "routes/site/services.tsx"),
  ...both("services/:slug", "routes/site/service.tsx"),
  ...both("faq", "routes/site/faq.tsx"),
  ...both("about", "routes/site/legal.tsx", "about"),
  ...both("privacypolicy", "routes/site/legal.tsx", "privacypolicy"),
  ...both("termsofservice", "routes/site/legal.tsx", "termsofservice"),
  ...both("cookiepolicy", "routes/site/legal.tsx", "cookiepolicy"),
  ...both("articles", "routes/site/articles.tsx"),
  ...both("articles/:slug", "routes/site/article.tsx"),
  ...both("frameworks", "routes/site/frameworks.tsx"),
  ...both("frameworks/:page", "routes/site/framework-page.tsx", "framework-ai-creative"),
  ...both("frameworks/resilience/:page", "routes/site/framework-page.tsx", "framework-resilience"),
  ...both("frameworks/aligned-impact/:page", "routes/site/framework-page.tsx", "framework-aligned-impact"),
  ...both("blueprint", "routes/blueprint/blueprint.tsx"),
  ...both("blueprint/:phase", "routes/site/blueprint-phase.tsx"),
  ...both("book", "routes/site/book.tsx"),
  ...both("book/booked/:token", "routes/booking/booked.tsx"),
  ...both("book/cancel/:token", "routes/booking/cancel.tsx"),
  ...both("book/confirm/:token", "routes/booking/confirm.tsx"),
  ...both("book/unpaid/:token", "routes/booking/unpaid.tsx"),
  ...both("book/reschedule/:token", "routes/booking/reschedule.tsx"),
  ...both("book/:slug", "routes/booking/calendar.tsx"),
  ...both("book/:slug/details", "routes/booking/details.tsx"),
  ...both("portfolio", "routes/site/portfolio.tsx", "portfolio"),
  ...both("portfolio/:category", "routes/site/portfolio.tsx", "portfolio-category"),
  ...both("contact", "routes/site/contact-redirect.ts"),
  route("calendar-feed/:token", "routes/booking/feed.ts"),
  route("media/:assetId/:hash/:file", "routes/media/derivative.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("og/default.png", "routes/site/social-card.ts"),
  route("og/default-fr.png", "routes/site/social-card.ts", { id: "social-card-fr" }),

  // Accounts
  // Sign-in and sign-up in the visitor's language: an account made on /fr/auth is French.
  ...both("auth", "routes/auth/auth.tsx"),
  // The e-mailed links that sign in: a page that asks, then a POST (app/accounts/email-links.server.ts).
  ...both("auth/magic-link", "routes/auth/email-link.tsx", "auth-magic-link"),
  ...both("auth/verify-email", "routes/auth/email-link.tsx", "auth-verify-email"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("setup", "routes/auth/setup.tsx"),
  route("account", "routes/account/account.tsx"),
  route("receipts", "routes/receipts/receipts.tsx"),
  route("receipts/:id/pdf", "routes/receipts/receipt-pdf.ts"),
  route("account/export", "routes/account/export.ts"),
  route("account/deleted", "routes/account/deleted.tsx"),

  // Signed-in areas
  route("dashboard", "routes/dashboard/dashboard.tsx"),
  route("tools", "routes/dashboard/link-columns.tsx", { id: "tools" }),
  route("sources", "routes/dashboard/link-columns.tsx", { id: "sources" }),

  // The Blueprint questionnaires and results
  route("hob/phase1/Phase1ResultsPage", "routes/blueprint/results.tsx", { id: "results-phase1" }),
  route("hob/phase2/Phase2ResultsPage", "routes/blueprint/results.tsx", { id: "results-phase2" }),
  route("hob/phase3/Phase3ResultsPage", "routes/blueprint/results.tsx", { id: "results-phase3" }),
  route("hob/phase4/Phase4ResultsPage", "routes/blueprint/results.tsx", { id: "results-phase4" }),
  route("hob/results/export", "routes/blueprint/results-export.ts"),
  route("hob/:phase/report", "routes/blueprint/report.tsx"),
  route("hob/:phase/report/pdf", "routes/blueprint/report-pdf.ts"),
  route("hob/uploads/:id", "routes/blueprint/upload.ts"),
  route("hob/:phase", "routes/blueprint/resume.ts"),
  route("hob/:phase/:step", "routes/blueprint/step.tsx"),

  // The owner's tools
  route("my-projects", "routes/admin/my-projects.tsx"),
  route("api-costs", "routes/admin/api-links.tsx", { id: "api-costs" }),
  route("api-creation", "routes/admin/api-links.tsx", { id: "api-creation" }),
  route("ai-ide-costs", "routes/admin/ai-ide-costs.tsx"),
  route("todo", "routes/admin/todo.tsx"),
  route("admin/users", "routes/admin/users.tsx"),
  route("admin/inquiries", "routes/admin/inquiries.tsx"),
  route("admin/inquiries/:id", "routes/admin/inquiry.tsx"),
  route("admin/booking", "routes/admin/booking/calendar.tsx"),
  route("admin/booking/setup", "routes/admin/booking/setup.tsx"),
  route("admin/booking/types/:id", "routes/admin/booking/session-type.tsx"),
  route("admin/booking/:id", "routes/admin/booking/booking.tsx"),
  route("admin/reports/:id", "routes/admin/report.tsx"),
  route("admin/reports/:id/pdf", "routes/admin/report-pdf.ts"),
  route("admin/clients", "routes/admin/clients.tsx"),
  route("admin/clients/:id", "routes/admin/client.tsx"),
  route("admin/clients/:id/export", "routes/admin/client-export.ts"),
  route("admin/settings", "routes/admin/settings.tsx"),
  route("admin/system", "routes/admin/system.tsx"),
  route("admin/packages", "routes/admin/packages/packages.tsx"),
  route("admin/packages/:id", "routes/admin/packages/package.tsx"),
  route("admin/payments", "routes/admin/payments.tsx"),
  route("admin/payments/export", "routes/admin/payments-export.ts"),
  route("admin/links", "routes/admin/links.tsx"),
  route("admin/portfolio", "routes/admin/portfolio.tsx"),
  route("admin/media/upload", "routes/admin/media-upload.ts"),
  route("admin/galleries", "routes/admin/galleries.tsx"),
  route("admin/galleries/:id", "routes/admin/gallery.tsx"),
  route("admin/galleries/:id/selection", "routes/admin/gallery-selection.ts"),

  // Client galleries
  route("galleries/:id", "routes/galleries/gallery.tsx"),
  route("galleries/:id/download", "routes/galleries/download.ts"),
  route("galleries/:id/photos/:photoId", "routes/galleries/photo.tsx"),
  route("galleries/:id/photos/:photoId/download", "routes/galleries/photo-download.ts"),
  // A gallery shared by link and password with people without an account
  route("shared/:token", "routes/galleries/shared.tsx"),

  // Endpoints
  route("api/contact", "routes/api/contact.ts"),
  route("api/payments/stripe", "routes/api/payments-stripe.ts"),
  route("healthz", "routes/api/healthz.ts"),
  route("nudges/opt-out", "routes/site/nudge-opt-out.tsx"),

  route("fr/*", "routes/site/not-found.tsx", { id: "fr:not-found" }),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
