import { useRef, useState } from "react";
import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { formatDay } from "~/media/business-days";

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
        Share link
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
          Copy link
        </button>
      </div>
      <p aria-live="polite" className="field-hint">
        {copied === "yes" ? "Link copied. " : copied === "select" ? "Press Ctrl+C (⌘C on a Mac) to copy it. " : ""}
        Send the password separately, for instance by text message.
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
  errors,
}: {
  share: ShareState;
  published: boolean;
  errors: Record<string, string>;
}) {
  return (
    <section aria-labelledby="sharing" className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="sharing" className="font-serif text-xl font-bold text-brand-900">
        Share with people without an account
      </h2>
      <p className="mt-2 text-slate-700">
        Family, colleagues or a partner open a secret link and type a password you choose. They see what your client
        sees and may download what your client may; they cannot mark favourites, comment or submit a selection.
      </p>
      {share.on ? (
        <div className="mt-4 space-y-4">
          <p className="font-medium text-emerald-800">
            Sharing is on
            {share.since ? (
              <>
                {" "}
                since <time dateTime={share.since}>{formatDay(share.since)}</time>
              </>
            ) : null}
            .{published ? "" : " The link opens the gallery only once it is published."}
          </p>
          {share.url ? (
            <CopyLink url={share.url} />
          ) : (
            <p className="text-slate-700">
              This link can no longer be shown (the server's secret key has changed). Make a new link to share again,
              and send the password separately.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <button type="submit" name="intent" value="share-new-link" className="btn-secondary">
                Make a new link
              </button>
            </Form>
            <Form method="post">
              <button type="submit" name="intent" value="share-off" className="btn-secondary">
                Turn sharing off
              </button>
            </Form>
          </div>
          <p className="text-sm text-slate-700">
            A new link or turning sharing off locks out everyone who had the old link, at once.
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <FormErrorSummary
            errors={errors.sharePassword ? { sharePassword: errors.sharePassword } : null}
            labels={{ sharePassword: "Password for the link" }}
          />
          <Field
            id="sharePassword"
            label="Password for the link"
            hint="At least 8 characters. Guests type it when they open the link, and again after 12 hours."
            type="text"
            autoComplete="off"
            spellCheck={false}
            minLength={8}
            maxLength={128}
            error={errors.sharePassword}
          />
          <button type="submit" name="intent" value="share-on" className="btn-primary">
            Turn on sharing
          </button>
        </Form>
      )}
    </section>
  );
}
