/**
 * The page a request is for. Client-side navigations fetch `/<path>.data?_routes=…` (React Router's
 * data requests) and loaders see that URL as is, so anything that looks at the path must undo it.
 */
export function pagePath(request: Pick<Request, "url">): string {
  const url = new URL(request.url);
  let path = url.pathname;
  // "/" and other paths ending in "/" are fetched as "…/_.data".
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Path and query of the page (without React Router's `_routes` parameter), for return-to links. */
export function pageUrl(request: Pick<Request, "url">): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pagePath(request)}${search ? `?${search}` : ""}`;
}
