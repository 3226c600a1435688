import type { ReactNode } from "react";

/**
 * A bordered surface. `as` picks the element (an `li` in a list of cards, an `article` for a self-contained
 * item); `padding="none"` leaves room for a full-bleed image on top.
 */
export function Card({
  as: Element = "div",
  padding = "normal",
  className = "",
  children,
}: {
  as?: "div" | "li" | "article" | "section";
  padding?: "normal" | "compact" | "none";
  className?: string;
  children: ReactNode;
}) {
  const pad = padding === "none" ? "" : padding === "compact" ? "p-4" : "p-6 sm:p-7";
  return (
    <Element className={`overflow-hidden rounded-card border border-line bg-surface ${pad} ${className}`}>
      {children}
    </Element>
  );
}
