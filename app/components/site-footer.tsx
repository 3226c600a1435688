import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { sitePlaces } from "./site-header";

interface FooterSite {
  name: string;
  contactEmail: string;
  phones: readonly string[];
  social?: { instagram: string; linkedin: string };
}

const policies = [
  { to: "/privacypolicy", label: m.footer_privacy },
  { to: "/termsofservice", label: m.footer_terms },
  { to: "/cookiepolicy", label: m.footer_cookies },
];

const linkClass = "text-ink-soft no-underline hover:text-accent hover:underline";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="eyebrow mb-4">{children}</h2>;
}

/** A titled list of the site's own pages. */
function FooterLinks({ heading, links }: { heading: string; links: readonly { to: string; label: () => string }[] }) {
  const localized = useLocalizedHref();
  return (
    <div>
      <FooterHeading>{heading}</FooterHeading>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link className={linkClass} to={localized(link.to)}>
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function InstagramIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.7 1-3 2.5-3s2.5 1 2.5 3V17" strokeLinecap="round" />
    </svg>
  );
}

/** Contact details, the places of the site, the policies and the social profiles (all from the site configuration). */
export function SiteFooter({ site }: { site?: FooterSite }) {
  const name = site?.name ?? "Holistic Omega";
  const localized = useLocalizedHref();
  const social = [
    { href: site?.social?.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: site?.social?.linkedin, label: "LinkedIn", Icon: LinkedInIcon },
  ].filter((entry) => entry.href);
  return (
    <footer className="mt-section border-t border-line bg-sand text-[0.9375rem]">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="font-display text-2xl font-medium text-ink">{name}</p>
          <p className="mt-3 leading-relaxed text-ink-soft">{m.footer_tagline()}</p>
          {social.length > 0 && (
            <ul className="mt-5 flex gap-2">
              {social.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full border border-line-strong/50 text-ink no-underline hover:border-ink hover:text-ink"
                  >
                    <Icon />
                    <span className="sr-only">{m.footer_social({ name, network: label })}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {site && (
          <div>
            <FooterHeading>{m.footer_contact()}</FooterHeading>
            <ul className="space-y-2">
              <li>
                <a className={linkClass} href={`mailto:${site.contactEmail}`}>
                  {site.contactEmail}
                </a>
              </li>
              {site.phones.map((phone) => (
                <li key={phone}>
                  <a className={linkClass} href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
                    {phone}
                  </a>
                </li>
              ))}
              <li className="pt-2">
                <Link className="font-semibold text-ink underline-offset-4 hover:text-accent" to={localized("/book")}>
                  {m.footer_book()}
                </Link>
              </li>
            </ul>
          </div>
        )}
        <FooterLinks heading={m.footer_explore()} links={sitePlaces} />
        <FooterLinks heading={m.footer_policies()} links={policies} />
      </div>
      <div className="border-t border-line">
        <p className="container-page py-5 text-sm text-muted">
          {m.footer_rights({ year: new Date().getFullYear(), name })}
        </p>
      </div>
    </footer>
  );
}
