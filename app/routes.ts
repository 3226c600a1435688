import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/site/home.tsx"),
  route("services", "routes/site/services.tsx"),
  route("services/:slug", "routes/site/service.tsx"),
  route("faq", "routes/site/faq.tsx"),
  route("about", "routes/site/legal.tsx", { id: "about" }),
  route("privacypolicy", "routes/site/legal.tsx", { id: "privacypolicy" }),
  route("termsofservice", "routes/site/legal.tsx", { id: "termsofservice" }),
  route("cookiepolicy", "routes/site/legal.tsx", { id: "cookiepolicy" }),
  route("articles", "routes/site/articles.tsx"),
  route("articles/:slug", "routes/site/article.tsx"),
  route("frameworks", "routes/site/frameworks.tsx"),
  route("frameworks/:page", "routes/site/framework-page.tsx", { id: "framework-ai-creative" }),
  route("frameworks/resilience/:page", "routes/site/framework-page.tsx", { id: "framework-resilience" }),
  route("frameworks/aligned-impact/:page", "routes/site/framework-page.tsx", { id: "framework-aligned-impact" }),
  route("blueprint", "routes/blueprint/blueprint.tsx"),
  route("blueprint/:phase", "routes/site/blueprint-phase.tsx"),
  route("book", "routes/site/book.tsx"),
  route("book/booked/:token", "routes/booking/booked.tsx"),
  route("book/cancel/:token", "routes/booking/cancel.tsx"),
  route("book/confirm/:token", "routes/booking/confirm.tsx"),
  route("book/reschedule/:token", "routes/booking/reschedule.tsx"),
  route("book/:slug", "routes/booking/calendar.tsx"),
  route("book/:slug/details", "routes/booking/details.tsx"),
  route("calendar-feed/:token", "routes/booking/feed.ts"),
  route("portfolio", "routes/site/portfolio.tsx", { id: "portfolio" }),
  route("portfolio/:category", "routes/site/portfolio.tsx", { id: "portfolio-category" }),
  route("media/:assetId/:hash/:file", "routes/media/derivative.ts"),
  route("contact", "routes/site/contact-redirect.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("og/default.png", "routes/site/social-card.ts"),

  // Accounts
  route("auth", "routes/auth/auth.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),

  route("setup", "routes/auth/setup.tsx"),
  route("account", "routes/account/account.tsx"),
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
  route("healthz", "routes/api/healthz.ts"),
  route("nudges/opt-out", "routes/site/nudge-opt-out.tsx"),

  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
