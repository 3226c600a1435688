import { type ReactNode, useId } from "react";

/**
 * A titled band of a page. The heading labels the section (a landmark for screen readers); `tone="sand"`
 * sets it on the tinted background, full width, to separate it from its neighbours without a rule.
 */
export function Section({
  title,
  eyebrow,
  intro,
  headingLevel: Heading = "h2",
  tone = "plain",
  id,
  className = "",
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  headingLevel?: "h2" | "h3";
  tone?: "plain" | "sand";
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const generated = useId();
  const headingId = `${id ?? generated}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tone === "sand" ? "bg-sand" : ""} py-section ${className}`}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <Heading id={headingId} className="mt-2 font-display text-heading font-medium text-ink">
            {title}
          </Heading>
          {intro ? <p className="mt-4 text-lead text-ink-soft">{intro}</p> : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
