import { Link } from "react-router";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** What a signed-in `user` sees on a Blueprint page: the programme is for clients. */
export function ClientsOnly() {
  const localized = useLocalizedHref();
  return (
    <section className="container-page max-w-2xl py-16">
      <title>{m.blueprint_clients_only_title()}</title>
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.blueprint_clients_only_heading()}</h1>
      <p className="mt-4 text-lg text-slate-700">{m.blueprint_clients_only_intro()}</p>
      <p className="mt-4 text-lg text-slate-700">{m.blueprint_clients_only_interested()}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={localized("/book")} className="btn-primary">
          {m.pages_book_free_consultation()}
        </Link>
        <Link to={localized("/blueprint")} className="btn-secondary">
          {m.account_dashboard_about_blueprint()}
        </Link>
      </div>
    </section>
  );
}
