import { Fragment, type ReactNode } from "react";

/**
 * Slot markers to pass as a message's inputs where markup (a `<time>`) belongs, then `withSlots` puts
 * the markup there: each language orders its sentence its own way, and the markup stays markup.
 */
export const SLOT = ["\u0001", "\u0002", "\u0003"] as const;

export function withSlots(text: string, nodes: ReactNode[]): ReactNode {
  return text.split(/([\u0001-\u0003])/).map((part, i) => {
    const slot = SLOT.indexOf(part as (typeof SLOT)[number]);
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
    return <Fragment key={i}>{slot === -1 ? part : nodes[slot]}</Fragment>;
  });
}
