import type { MetaDescriptor } from "react-router";

export const DEFAULT_SITE_NAME = "Holistic Omega";
export const HOME_TITLE = "Holistic Omega — AI, Creativity & Well-being for Entrepreneurs";

interface RootData {
  site?: { name: string; baseUrl: string };
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

function rootData(matches: Matches): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** `<page title> · <site name>` on every page, with description, canonical URL and Open Graph tags. */
export function pageMeta(
  matches: Matches,
  page: { title: string; description?: string; path?: string; fullTitle?: boolean; noindex?: boolean },
): MetaDescriptor[] {
  const site = rootData(matches)?.site;
  const siteName = site?.name ?? DEFAULT_SITE_NAME;
  const title = page.fullTitle ? page.title : `${page.title} · ${siteName}`;
  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:site_name", content: siteName },
  ];
  if (page.description) {
    tags.push(
      { name: "description", content: page.description },
      { property: "og:description", content: page.description },
    );
  }
  if (page.path && site) {
    const url = `${site.baseUrl}${page.path}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:type", content: "website" },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
