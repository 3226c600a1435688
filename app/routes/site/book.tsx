import { data, Link } from "react-router";
import { listSessionTypes } from "~/booking/booking.server";
import { sessionPrice } from "~/booking/price";
import { typeIn } from "~/booking/type-language";
import { type ContactFields, ContactForm, type ContactResult } from "~/components/contact-form";
import enhanceContactForm from "~/components/enhance/contact-form.ts?worker&url";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { assertSameOrigin, HttpError, readBoundedText } from "~/lib/http.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPageWithOwnScripts } from "~/lib/page-handle";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { InquirySchema } from "~/owner/contact-form";
import { inquiryContextFor, submitInquiry } from "~/owner/contact-inquiries.server";
import { m } from "~/paraglide/messages";
import { priceVatNote, withVatNote } from "~/payments/vat.server";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.booking_book_meta_title(),
    description: m.booking_book_meta_description(),
    path: "/book",
  });

// Not hydrated: the page is cacheable HTML (the public-page cache), the form a plain POST answered by this
// page, and what JavaScript adds to it a small script of its own (app/components/enhance/contact-form.ts).
export const handle = contentPageWithOwnScripts;

type Fields = ContactFields;
type ActionData = ContactResult;

/**
 * The form's plain POST, answered by rendering the page again: the fields read with the contact form's schema
 * (owner/contact-form.ts), each refusal beside its field, what was typed kept.
 */
export async function action({ request }: Route.ActionArgs) {
  const values: Fields = { name: "", email: "", phone: "", message: "" };
  try {
    assertSameOrigin(request);
    const form = new URLSearchParams(await readBoundedText(request, SMALL_FORM_BYTES.inquiry));
    for (const key of Object.keys(values) as (keyof Fields)[]) values[key] = form.get(key) ?? "";
    const submission = parseSubmission(form, InquirySchema);
    if (submission.status !== "success") {
      const fields = submissionErrors(submission.reply());
      const error = Object.values(fields).join(" ");
      return data<ActionData>({ ok: false, error, fields, values }, { status: 400 });
    }
    const outcome = await submitInquiry(
      { ...values, website: form.get("website") ?? undefined },
      await inquiryContextFor(request),
    );
    if (outcome.status === "stored" || outcome.status === "ignored") {
      return data<ActionData>({ ok: true, message: m.booking_book_sent() });
    }
    // The same schema as above refuses nothing more; only the server knows the rate limit.
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

export async function loader() {
  const db = await getDb();
  const types = await listSessionTypes(db);
  const vatNote = await priceVatNote(db);
  return {
    // Each type's texts in the page's language (its French name and description on /fr/book).
    types: types
      .map((raw) => typeIn(raw, serverLocale()))
      .map((t) => ({
        slug: t.slug,
        name: t.name,
        description: t.description,
        durationMinutes: t.durationMinutes,
        priceLabel: withVatNote(sessionPrice(t), t, vatNote),
        phaseReview: t.phaseReview,
      })),
  };
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const localized = useLocalizedHref();
  return (
    <div className="container-page pt-10 sm:pt-16">
      <p className="eyebrow">{m.booking_book_eyebrow()}</p>
      <h1 className="mt-3 font-display text-title font-normal text-ink">{m.booking_book_title()}</h1>
      <p className="mt-5 max-w-3xl text-lead text-ink-soft">{m.booking_book_intro()}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label={m.booking_book_types()}>
        {loaderData.types.map((type) => (
          <li key={type.slug} className="card flex flex-col">
            <h2 className="text-xl font-bold text-ink">{type.name}</h2>
            <p className="mt-1 text-sm font-semibold text-ink-soft">
              {m.booking_facts_minutes({ count: type.durationMinutes })}
              {type.priceLabel ? ` · ${type.priceLabel}` : ""}
              {type.phaseReview ? m.booking_book_for_blueprint() : ""}
            </p>
            <p className="mt-2 grow text-ink-soft">{type.description}</p>
            <p className="mt-4">
              <Link to={localized(`/book/${type.slug}`)} className="btn-primary">
                {m.booking_book_choose_time()}
                <span className="sr-only">{m.booking_book_choose_time_for({ name: type.name })}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <div id="send-a-message" className="mt-16 grid scroll-mt-8 gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <section aria-labelledby="book-heading">
          <h2 id="book-heading" className="font-display text-3xl font-normal text-ink">
            {m.booking_book_not_ready_heading()}
          </h2>
          <p className="mt-5 text-lead text-ink-soft">{m.booking_book_not_ready_intro()}</p>
          <ul className="mt-8 space-y-3 border-t border-line pt-6 text-ink-soft">
            <li>{m.booking_book_scheduled()}</li>
            <li>{m.booking_book_first_free()}</li>
          </ul>
        </section>

        <section aria-label={m.booking_book_contact_form()} className="card sm:p-8">
          <ContactForm action={localized("/book")} result={actionData} />
          <script src={enhanceContactForm} defer />
        </section>
      </div>
    </div>
  );
}
