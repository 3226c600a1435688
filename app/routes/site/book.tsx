import { data } from "react-router";
import { type ContactFields, ContactForm, type ContactResult } from "~/components/contact-form";
import { assertSameOrigin, HttpError, readBoundedText } from "~/lib/http.server";
import { inquiryContextFor, MAX_INQUIRY_BYTES, submitInquiry } from "~/lib/inquiries.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a Free Consultation",
    description:
      "Tell us about your project: consulting, training, coaching or a photography session. We reply within two business days.",
    path: "/book",
  });

const SUCCESS = "Your message has been sent!";

type Fields = ContactFields;
type ActionData = ContactResult;

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
    const fields = outcome.status === "invalid" ? outcome.fields : {};
    const status = outcome.status === "invalid" ? 400 : 429;
    return data<ActionData>({ ok: false, error: outcome.detail, fields, values }, { status });
  } catch (error) {
    if (error instanceof HttpError) {
      return data<ActionData>({ ok: false, error: error.detail, fields: {}, values }, { status: error.status });
    }
    throw error;
  }
}

export default function Book({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page grid gap-12 pt-10 sm:pt-16 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <section aria-labelledby="book-heading">
        <p className="eyebrow">Book</p>
        <h1 id="book-heading" className="mt-3 font-display text-title font-normal text-ink">
          Book a Free Consultation
        </h1>
        <p className="mt-5 text-lead text-ink-soft">
          Tell us where you are and where you want to go. Whether it is AI training, brand and visual identity, coaching
          or a photography session, we reply within two business days.
        </p>
        <ul className="mt-8 space-y-3 border-t border-line pt-6 text-ink-soft">
          <li>Photography sessions are usually scheduled within 2 weeks; urgent requests within 72 hours.</li>
          <li>Your first consultation is free and without commitment.</li>
        </ul>
      </section>

      <section aria-label="Contact form" className="card sm:p-8">
        <ContactForm action="/book" result={actionData} />
      </section>
    </div>
  );
}
