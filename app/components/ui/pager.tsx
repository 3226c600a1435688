import { Link } from "react-router";
import { m } from "~/paraglide/messages";

/**
 * Previous / "Page 2 of 7" / Next under a long list. Plain links that keep the list's other query
 * parameters (a search, a filter), so every page has its own address and works without JavaScript.
 * Renders nothing when everything fits on one page.
 */
export function Pager({
  page,
  pages,
  query,
  label,
}: {
  page: number;
  pages: number;
  /** The list's current query string (without `page`, or with it: it is replaced). */
  query: string;
  /** What the pages are of, for the navigation's name ("Result pages"). */
  label: string;
}) {
  if (pages <= 1) return null;
  const link = (n: number) => {
    const params = new URLSearchParams(query);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const search = params.toString();
    return search ? `?${search}` : "?";
  };
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 && <Link to={link(page - 1)}>{m.pager_previous()}</Link>}
      <span>{m.pager_page_of({ page, pages })}</span>
      {page < pages && <Link to={link(page + 1)}>{m.pager_next()}</Link>}
    </nav>
  );
}

/** The page asked for in `?page=`: a whole number from 1; anything else is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
