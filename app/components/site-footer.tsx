import { Link } from "react-router";

interface FooterSite {
  name: string;
  contactEmail: string;
  phones: readonly string[];
}

export function SiteFooter({ site }: { site?: FooterSite }) {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="container-page grid gap-8 py-10 md:grid-cols-3">
        <div>
          <p className="font-serif text-lg font-bold text-white">{site?.name ?? "Holistic Omega"}</p>
          <p className="mt-2 text-sm leading-relaxed">
            Consulting, training and photography that bring AI, creativity and holistic well-being together for
            entrepreneurs who want to grow without losing themselves.
          </p>
        </div>
        {site && (
          <div>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contact</h2>
            <ul className="mt-2 space-y-1 text-sm">
              <li>
                <a className="text-brand-50 underline" href={`mailto:${site.contactEmail}`}>
                  {site.contactEmail}
                </a>
              </li>
              {site.phones.map((phone) => (
                <li key={phone}>
                  <a className="text-brand-50 underline" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Legal</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className="text-brand-50 underline" to="/privacypolicy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="text-brand-50 underline" to="/termsofservice">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="text-brand-50 underline" to="/cookiepolicy">
                Cookie Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs">
        © {new Date().getFullYear()} {site?.name ?? "Holistic Omega"}. All rights reserved.
      </p>
    </footer>
  );
}
