import type { SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { useLocale } from "~/lib/i18n/use-locale";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { formatDay } from "~/media/business-days";
import { m } from "~/paraglide/messages";
import { ShareOnSchema } from "../share-form.ts";

export interface ShareState {
  on: boolean;
  /** ISO time the current link was made. */
  since: string | null;
  /** The link, or null when it can no longer be shown (the server's AUTH_SECRET changed). */
  url: string | null;
}

function CopyLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "select" | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      // No clipboard access (an old browser, a non-secure page): select it for the owner to copy.
      input.current?.select();
      setCopied("select");
    }
  }
  return (
    <div>
      <label htmlFor="share-link" className="field-label">
        {m.studio_share_link()}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="share-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input font-mono text-sm"
        />
        <button type="button" onClick={copy} className="btn-secondary shrink-0">
          {m.studio_share_copy()}
        </button>
      </div>
      <p aria-live="polite" className="field-hint">
        {copied === "yes"
          ? `${m.studio_share_copied()} `
          : copied === "select"
            ? `${m.studio_share_press_copy()} `
            : ""}
        {m.studio_share_send_password()}
      </p>
    </div>
  );
}

/**
 * The owner's controls for a gallery's share link: turn it on with a password, copy it, replace it
 * (the old one stops working at once, for everyone already in) or turn it off.
 */
export function SharePanel({
  share,
  published,
  lastResult,
}: {
  share: ShareState;
  published: boolean;
  /** The share form's last answer (lib/submission.ts). */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const locale = useLocale();
  return (
    <section aria-labelledby="sharing" className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="sharing" className="font-serif text-xl font-bold text-brand-900">
        {m.studio_share_heading()}
      </h2>
      <p className="mt-2 text-slate-700">{m.studio_share_lead()}</p>
      {share.on ? (
        <div className="mt-4 space-y-4">
          <p className="font-medium text-success">
            {m.studio_share_on()}
            {share.since ? (
              <>
                {" "}
                {m.studio_share_since()} <time dateTime={share.since}>{formatDay(share.since, locale)}</time>
              </>
            ) : null}
            .{published ? "" : ` ${m.studio_share_unpublished()}`}
          </p>
          {share.url ? <CopyLink url={share.url} /> : <p className="text-slate-700">{m.studio_share_lost()}</p>}
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <button type="submit" name="intent" value="share-new-link" className="btn-secondary">
                {m.studio_share_new_link()}
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="share-off" className="btn-secondary">
                {m.studio_share_turn_off()}
              </button>
            </Form>
          </div>
          <p className="text-sm text-slate-700">{m.studio_share_lockout()}</p>
        </div>
      ) : (
        <SharePasswordForm lastResult={lastResult} />
      )}
    </section>
  );
}

/** Turns the link on with a password, over the schema the action reads (media/share-form.ts). */
function SharePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { formProps, fields, summary } = useSchemaForm({
    id: "share-on",
    schema: ShareOnSchema,
    lastResult,
    defaultValue: { sharePassword: "" },
  });
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4">
      {/* Each message names the password ("Choose a password of at least 8 characters."). */}
      <SchemaFormSummary {...summary} />
      <Field
        {...fieldProps(fields.sharePassword)}
        label={m.studio_share_password()}
        hint={m.studio_share_password_hint(PASSWORD_LENGTH)}
        type="text"
        autoComplete="off"
        spellCheck={false}
        minLength={8}
        maxLength={PASSWORD_LENGTH.max}
      />
      <button type="submit" name="intent" value="share-on" className="btn-primary">
        {m.studio_share_turn_on()}
      </button>
    </Form>
  );
}
