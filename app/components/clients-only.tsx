import { Link } from "react-router";

/** What a signed-in `user` sees on a Blueprint page: the programme is for clients. */
export function ClientsOnly() {
  return (
    <section className="container-page max-w-2xl py-16">
      <title>The Blueprint is for clients · Holistic Omega</title>
      <h1 className="font-serif text-4xl font-bold text-brand-900">The Blueprint is for clients</h1>
      <p className="mt-4 text-lg text-slate-700">
        The Holistic Omega Blueprint is a guided programme we run with our clients: four phases of questionnaires, each
        followed by a personalised report and a one-to-one session.
      </p>
      <p className="mt-4 text-lg text-slate-700">
        Interested? Book a free consultation and we will tell you how to get started.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/book/free-consultation" className="btn-primary">
          Book a free consultation
        </Link>
        <Link to="/blueprint" className="btn-secondary">
          About the Blueprint
        </Link>
      </div>
    </section>
  );
}
