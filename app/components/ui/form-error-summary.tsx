import { type MouseEvent, useEffect, useId, useRef } from "react";
import type { FieldErrors } from "~/lib/form-errors";
import { m } from "~/paraglide/messages";

/**
 * The list of what to fix, at the top of a form after a refused submit. It takes focus when it appears
 * (server-rendered with `autofocus` and `tabindex="-1"`, so this works without JavaScript too; with
 * JavaScript, every new set of errors focuses it again) and links to each field by its id.
 * `labels` maps field names to the words shown; a message under "form" is shown without a link.
 * A form that shows errors as they are typed passes `focusKey`, a new value per refused submit, so that
 * errors changing while the reader fixes them do not pull the focus away.
 */
export function FormErrorSummary({
  errors,
  labels = {},
  fieldIds = {},
  title = m.form_problem(),
  focusKey,
  role,
}: {
  errors: FieldErrors | null | undefined;
  labels?: Record<string, string>;
  /** When a field's element id differs from its name. */
  fieldIds?: Record<string, string>;
  title?: string;
  focusKey?: unknown;
  /** "alert" when the summary can appear without a page load (a check in the browser): its messages are announced. */
  role?: "alert";
}) {
  const ref = useRef<HTMLElement>(null);
  // Several forms on one page can each show their summary.
  const titleId = useId();
  const entries = Object.entries(errors ?? {}).filter((entry): entry is [string, string] => !!entry[1]);

  const focusOn = focusKey === undefined ? errors : focusKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `focusOn` is the trigger; the errors are read as they stand.
  useEffect(() => {
    if (errors && Object.values(errors).some(Boolean)) ref.current?.focus();
  }, [focusOn]);

  if (entries.length === 0) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.closest("div")?.scrollIntoView({ block: "center" });
  }

  return (
    <section
      ref={ref}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: moving focus to the errors after a refused submit is the point.
      autoFocus
      aria-labelledby={titleId}
      data-error-summary=""
      // Focusing it scrolls it into view below the phone's sticky header, as a link to an id does (app.css).
      className="scroll-mt-20 rounded-card border-2 border-danger bg-danger-soft px-5 py-4 text-ink outline-offset-4"
    >
      <h2 id={titleId} className="text-base font-semibold text-danger">
        {title}
      </h2>
      <div role={role}>
        <ul className="mt-2 space-y-1 text-[0.9375rem]">
          {entries.map(([name, message]) => {
            const id = fieldIds[name] ?? name;
            return (
              <li key={name}>
                {name === "form" ? (
                  message
                ) : (
                  <a href={`#${id}`} onClick={(event) => focusField(event, id)} className="text-danger">
                    {labels[name] ? m.form_field_label({ label: labels[name] }) : ""}
                    {message}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
