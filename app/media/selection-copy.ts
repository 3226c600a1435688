/** The words of the client's selection, shared by the gallery page and the server that enforces the limit. */

export function limitReachedMessage(limit: number) {
  return `${limit} of ${limit} chosen — remove one to choose another.`;
}

/** The selection bar's line: how many are chosen, and what to do at the limit. */
export function chosenSummary(chosen: number, limit: number) {
  if (chosen >= limit) return limitReachedMessage(limit);
  if (chosen === 0) return `Choose up to ${limit} favourites, then submit your selection.`;
  return `${chosen} of ${limit} chosen.`;
}
