import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FieldErrors } from "~/lib/form-errors";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { Field } from "./ui/field";
import { FormErrorSummary } from "./ui/form-error-summary";

export type ContactFields = { name: string; email: string; phone: string; message: string };

export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; error: string; fields: FieldErrors; values: ContactFields };

/**
 * The contact form: a plain POST to the page's action, so it works the same with and without JavaScript.
 * The server's verdict decides (the action reads the fields with owner/contact-form.ts; no schema in the browser,
 * as /book loads no React): each refused field shows its message beside it, the summary at the top
 * takes focus and links to it, and what was typed stays. A sent message clears the form.
 */
export function ContactForm({ action, result }: { action: string; result: ContactResult | undefined }) {
  const localized = useLocalizedHref();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const status = useRef<HTMLParagraphElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const errors: FieldErrors = failed
    ? Object.keys(failed.fields).length
      ? failed.fields
      : { form: failed.error }
    : {};

  useEffect(() => {
    if (result?.ok) status.current?.focus();
  }, [result]);

  return (
    <Form
      method="post"
      action={action}
      noValidate
      data-enhance="contact-form"
      className="space-y-5"
      // A new key after a sent message empties the fields.
      key={result?.ok ? "sent" : "form"}
    >
      <FormErrorSummary
        errors={failed ? errors : null}
        labels={{
          name: m.booking_details_name(),
          email: m.booking_details_email(),
          phone: m.booking_details_phone(),
          message: m.booking_details_message(),
        }}
      />
      {result?.ok ? (
        // Focused when it appears: with `autofocus` on a page that is not hydrated, by the effect above otherwise.
        // biome-ignore lint/a11y/noAutofocus: the confirmation of a sent message is where the reader goes next.
        <p ref={status} tabIndex={-1} role="status" autoFocus className="alert-success">
          {result.message}
        </p>
      ) : null}
      <Field
        id="name"
        label={m.booking_details_name()}
        autoComplete="name"
        maxLength={100}
        defaultValue={failed?.values.name}
        error={failed?.fields.name}
      />
      <Field
        id="email"
        label={m.booking_details_email()}
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={failed?.values.email}
        error={failed?.fields.email}
      />
      <Field
        id="phone"
        label={
          <>
            {m.booking_details_phone()} <span className="font-normal text-muted">{m.booking_details_optional()}</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        required={false}
        maxLength={40}
        defaultValue={failed?.values.phone}
        error={failed?.fields.phone}
      />
      <Field
        as="textarea"
        id="message"
        label={m.booking_details_message()}
        hint={m.booking_contact_hint()}
        maxLength={5000}
        defaultValue={failed?.values.message}
        error={failed?.fields.message}
      />
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="website">{m.booking_details_honeypot()}</label>
        <input id="website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 pt-1">
        <button type="submit" className="btn-primary" disabled={sending} data-sending={m.booking_contact_sending()}>
          {sending ? m.booking_contact_sending() : m.booking_contact_send()}
        </button>
        <p className="text-sm text-muted">
          {m.booking_contact_privacy_before()}
          <Link to={localized("/privacypolicy")}>{m.booking_contact_privacy_link()}</Link>).
        </p>
      </div>
    </Form>
  );
}
