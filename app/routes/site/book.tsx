import { type FormEvent, useState } from "react";
import { data, Link } from "react-router";
import { listSessionTypes } from "~/booking/booking.server";
import { Field } from "~/components/form-field";
import { getDb } from "~/lib/db.server";
import { assertSameOrigin, HttpError, readBoundedText } from "~/lib/http.server";
import { inquiryContextFor, MAX_INQUIRY_BYTES, submitInquiry } from "~/lib/inquiries.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a Session",
    description:
      "Book a free consultation, a portrait session or your Blueprint phase review online, or send us a message: we reply within two business days.",
    path: "/book",
  });

const SUCCESS = "Your message has been sent!";
const FAILURE = "Failed to send message.";

type Fields = { name: string; email: string; phone: string; message: string };
type ActionData = { ok: true; message: string } | { ok: false; error: string; values: Fields };

export async function loader() {
  const types = await listSessionTypes(await getDb());
  return {
    types: types.map((t) => ({
      slug: t.slug,
      name: t.name,
      description: t.description,
      durationMinutes: t.durationMinutes,
      priceLabel: t.priceLabel,
      phaseReview: t.phaseReview,
    })),
  };
}

/** The same form without JavaScript: a plain form post, answered by rendering the page again. */
export async function action({ request }: Route.ActionArgs) {
  const values: Fields = { name: "", email: "", phone: "", message: "" };
  try {
    assertSameOrigin(request);
    const form = new URLSearchParams(await readBoundedText(request, MAX_INQUIRY_BYTES));
    for (const key of Object.keys(values) as (keyof Fields)[]) values[key] = form.get(key) ?? "";
    const outcome = await submitInquiry(
      { ...values, website: form.get("website") ?? undefined },
      await inquiryContextFor(request),
    );
    if (outcome.status === "stored" || outcome.status === "ignored") {
      return data<ActionData>({ ok: true, message: SUCCESS });
    }
    const status = outcome.status === "invalid" ? 400 : 429;
    return data<ActionData>({ ok: false, error: outcome.detail, values }, { status });
  } catch (error) {
    if (error instanceof HttpError) {
      return data<ActionData>({ ok: false, error: error.detail, values }, { status: error.status });
    }
    throw error;
  }
}

type State = { phase: "idle" } | { phase: "sending" } | { phase: "sent" } | { phase: "error"; message: string };

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const [state, setState] = useState<State>(() => {
    if (!actionData) return { phase: "idle" };
    return actionData.ok ? { phase: "sent" } : { phase: "error", message: actionData.error };
  });
  const initial = actionData && !actionData.ok ? actionData.values : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = Object.fromEntries(new FormData(form));
    setState({ phase: "sending" });
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        form.reset();
        setState({ phase: "sent" });
        return;
      }
      const payload = (await response.json().catch(() => null)) as { detail?: string } | null;
      setState({ phase: "error", message: payload?.detail || FAILURE });
    } catch {
      setState({ phase: "error", message: FAILURE });
    }
  }

  const sending = state.phase === "sending";
  return (
    <div className="container-page py-12">
      <h1 id="book-heading" className="font-serif text-4xl font-bold text-brand-900">
        Book a session
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Choose a session, then a day and a time that suit you. You receive a confirmation with a calendar invitation
        straight away.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Session types">
        {loaderData.types.map((type) => (
          <li key={type.slug} className="card flex flex-col">
            <h2 className="text-xl font-bold text-brand-900">{type.name}</h2>
            <p className="mt-1 text-sm font-semibold text-slate-600">
              {type.durationMinutes} minutes{type.priceLabel ? ` · ${type.priceLabel}` : ""}
              {type.phaseReview ? " · for Blueprint clients" : ""}
            </p>
            <p className="mt-2 grow text-slate-700">{type.description}</p>
            <p className="mt-4">
              <Link to={`/book/${type.slug}`} className="btn-primary">
                Choose a time<span className="sr-only"> for {type.name}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>

      <div id="message" className="mt-16 grid scroll-mt-8 gap-10 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="message-heading">
          <h2 id="message-heading" className="font-serif text-3xl font-bold text-brand-900">
            Not ready to book? Send a message
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Tell us where you are and where you want to go. Whether it is AI training, brand and visual identity,
            coaching or a photography session, we reply within two business days.
          </p>
          <ul className="mt-6 space-y-2 text-slate-700">
            <li>Photography sessions are usually scheduled within 2 weeks; urgent requests within 72 hours.</li>
            <li>Your first consultation is free and without commitment.</li>
            <li>We only use your details to answer you (see our Privacy Policy).</li>
          </ul>
        </section>

        <section aria-label="Contact form" className="card">
          <form method="post" action="/book" onSubmit={onSubmit} className="space-y-4" aria-describedby="form-status">
            <Field id="name" label="Name" autoComplete="name" maxLength={100} defaultValue={initial?.name} />
            <Field
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={initial?.email}
            />
            <Field
              id="phone"
              label={
                <>
                  Phone <span className="font-normal text-slate-600">(optional)</span>
                </>
              }
              type="tel"
              autoComplete="tel"
              required={false}
              maxLength={40}
              defaultValue={initial?.phone}
            />
            <div>
              <label className="field-label" htmlFor="message">
                Message
              </label>
              <textarea
                className="field-input min-h-40"
                id="message"
                name="message"
                required
                maxLength={5000}
                defaultValue={initial?.message}
              />
            </div>
            <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
              <label htmlFor="website">Leave this field empty</label>
              <input id="website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <div id="form-status" aria-live="polite">
              {state.phase === "sent" && (
                <p role="status" className="alert-success">
                  {SUCCESS}
                </p>
              )}
              {state.phase === "error" && (
                <p role="alert" className="alert-danger">
                  {state.message}
                </p>
              )}
            </div>
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? "Sending..." : "Send message"}
            </button>
          </form>
        </section>
      </div>
    </div>
  );
}
