import { Link } from "react-router";
import { siteContent } from "~/content/localized";
import { localizedHref } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * The services as a scannable index: one ruled row per service (title, a line about it, an arrow), two
 * or three columns on wide screens, a single list on a phone — never a stack of identical boxes. The
 * whole row is the link's target (its heading holds the link, stretched over the row). `detail="short"` (home page) uses the few-word line, `"summary"` the full sentence.
 * Headings are h3 under a section's h2 (home) or h2 directly under the page's h1 (/services).
 */
export function ServicesGrid({
  selfDevelopmentUrl,
  headingLevel: Heading,
  detail = "summary",
  className = "",
}: {
  selfDevelopmentUrl: string;
  headingLevel: "h2" | "h3";
  detail?: "short" | "summary";
  className?: string;
}) {
  // The heading holds the link and the link's ::after covers the whole row, so the row is one click target
  // while the markup stays valid (a heading may not sit inside a <span> inside a link).
  const linkClass =
    "text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:text-ink group-hover:text-accent focus-visible:outline-none";
  const locale = useLocale();
  const { services, selfDevelopmentCard } = siteContent(locale);
  const items = [
    ...services.map((service) => ({
      key: service.slug,
      title: service.title,
      text: detail === "short" ? service.short : service.summary,
      href: localizedHref(`/services/${service.slug}`, locale),
      external: false,
    })),
    {
      key: "self-development",
      title: selfDevelopmentCard.title,
      text: detail === "short" ? selfDevelopmentCard.short : selfDevelopmentCard.summary,
      href: selfDevelopmentUrl,
      external: true,
    },
  ];
  return (
    <ul className={`grid border-t border-line sm:grid-cols-2 sm:gap-x-10 lg:grid-cols-3 ${className}`}>
      {items.map((item, index) => (
        <li
          key={item.key}
          className="group relative flex items-start gap-4 border-b border-line py-5 sm:py-6 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-focus"
        >
          <span aria-hidden="true" className="w-6 shrink-0 pt-1 font-display text-sm text-muted tabular-nums">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className="flex-1">
            <Heading className="font-display text-[1.1875rem] leading-snug font-medium text-ink">
              {item.external ? (
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={m.pages_opens_new_tab({ title: item.title })}
                  className={linkClass}
                >
                  {item.title}
                </a>
              ) : (
                <Link to={item.href} className={linkClass}>
                  {item.title}
                </Link>
              )}
            </Heading>
            <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-muted">{item.text}</p>
          </div>
          <span
            aria-hidden="true"
            className="pt-1 text-muted transition-transform group-hover:translate-x-1 group-hover:text-accent"
          >
            {item.external ? "↗" : "→"}
          </span>
        </li>
      ))}
    </ul>
  );
}
