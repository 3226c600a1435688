/** The words of the client's selection, shared by the gallery page and the server that enforces the limit. */
import { m } from "~/paraglide/messages";

export function limitReachedMessage(limit: number) {
  return m.media_selection_limit_reached({ limit });
}

/** The selection bar's line: how many are chosen, and what to do at the limit. */
export function chosenSummary(chosen: number, limit: number) {
  if (chosen >= limit) return limitReachedMessage(limit);
  if (chosen === 0) return m.media_selection_none({ limit });
  return m.media_selection_some({ chosen, limit });
}
