import { Form, NavLink } from "react-router";

interface HeaderUser {
  email: string;
  role: string;
  /** The owner's "Today" count (items needing attention), shown on the Dashboard link. */
  attention?: number;
}

function AttentionBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
      data-testid="nav-attention"
    >
      {count}
      <span className="sr-only"> {count === 1 ? "item needs" : "items need"} your attention</span>
    </span>
  );
}

const mainLinks = [
  { to: "/", label: "HOME", end: true },
  { to: "/services", label: "Services" },
  { to: "/blueprint", label: "BLUEPRINT" },
  { to: "/frameworks", label: "Frameworks" },
  { to: "/book", label: "CONTACT" },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-semibold no-underline hover:bg-brand-50 ${
    isActive ? "text-brand-900 underline decoration-2 underline-offset-8" : "text-slate-700"
  }`;

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        Logout
      </button>
    </Form>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="container-page flex items-center justify-between gap-4 py-3">
        <a href="/" className="flex items-center gap-2 font-serif text-xl font-bold text-brand-900 no-underline">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          Holistic Omega
        </a>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          {user ? (
            <>
              <NavLink to="/dashboard" className={navClass}>
                Dashboard
                <AttentionBadge count={user.attention} />
              </NavLink>
              <NavLink to="/account" className={navClass}>
                Account
              </NavLink>
              <LogoutButton className="btn-secondary ml-2 py-1.5 text-sm" />
            </>
          ) : (
            <NavLink to="/auth" className="btn-primary ml-2 py-1.5 text-sm">
              Login
            </NavLink>
          )}
        </nav>

        <details className="group relative md:hidden">
          <summary className="btn-secondary cursor-pointer list-none py-1.5 text-sm [&::-webkit-details-marker]:hidden">
            Menu
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute right-0 z-40 mt-2 flex w-56 flex-col rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          >
            {mainLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={navClass}>
                {link.label}
              </NavLink>
            ))}
            <NavLink to="/about" className={navClass}>
              ABOUT
            </NavLink>
            {user ? (
              <>
                <NavLink to="/dashboard" className={navClass}>
                  Dashboard
                  <AttentionBadge count={user.attention} />
                </NavLink>
                <NavLink to="/account" className={navClass}>
                  Account
                </NavLink>
                <LogoutButton className="w-full rounded px-3 py-2 text-left text-sm font-semibold text-slate-700 hover:bg-brand-50" />
              </>
            ) : (
              <NavLink to="/auth" className={navClass}>
                Login
              </NavLink>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
