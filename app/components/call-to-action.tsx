import type { ReactNode } from "react";
import { Link } from "react-router";

interface CallLink {
  to: string;
  label: ReactNode;
}

const TONES = {
  /** The pale brand panel that closes the FAQ, articles, frameworks and the Blueprint's pages. */
  brand: {
    panel: "rounded-xl bg-brand-50 p-6 sm:p-8",
    heading: "font-display text-2xl font-medium text-ink",
    text: "mt-2 text-slate-700",
    links: "mt-4",
  },
  /** The larger sand panel of the services pages. */
  sand: {
    panel: "rounded-card bg-sand p-7 sm:p-12",
    heading: "font-display text-heading font-medium text-ink",
    text: "mt-3 max-w-2xl text-ink-soft",
    links: "mt-6",
  },
} as const;

/**
 * The panel that ends a page by inviting the reader to book: a heading, a sentence, the main link and,
 * when the page offers one, a second way on. `as` is "aside" where the panel sits beside the page's
 * subject, "section" where it is part of it.
 */
export function CallToAction({
  id,
  title,
  text,
  primary,
  secondary,
  tone = "brand",
  as: Tag = "section",
  className = "",
  textClassName = "",
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  primary: CallLink;
  secondary?: CallLink;
  tone?: keyof typeof TONES;
  as?: "section" | "aside";
  className?: string;
  textClassName?: string;
}) {
  const style = TONES[tone];
  const primaryLink = (
    <Link to={primary.to} className={secondary ? "btn-primary" : `btn-primary ${style.links}`}>
      {primary.label}
    </Link>
  );
  return (
    <Tag aria-labelledby={id} className={`${className} ${style.panel}`.trim()}>
      <h2 id={id} className={style.heading}>
        {title}
      </h2>
      <p className={`${style.text} ${textClassName}`.trim()}>{text}</p>
      {secondary ? (
        <div className={`${style.links} flex flex-wrap gap-3`}>
          {primaryLink}
          <Link to={secondary.to} className="btn-secondary">
            {secondary.label}
          </Link>
        </div>
      ) : (
        primaryLink
      )}
    </Tag>
  );
}
