import type { MetaDescriptor } from "react-router";
import { m } from "~/paraglide/messages";
import { hasFrenchTwin, isLocale, type Locale, localizedHref } from "./i18n/locale";

export const DEFAULT_SITE_NAME = "Holistic Omega";
export const HOME_TITLE = "Holistic Omega — AI, Creativity & Well-being for Entrepreneurs";

interface RootData {
  site?: { name: string; baseUrl: string };
  locale?: Locale;
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

function rootData(matches: Matches): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/**
 * The default social card (app/routes/site/social-card.ts, drawn by app/site/social-card.server.ts), used
 * when a page has no photo of its own: in the page's language.
 */
export const DEFAULT_SOCIAL_IMAGE = {
  paths: { en: "/og/default.png", fr: "/og/default-fr.png" } satisfies Record<Locale, string>,
  width: 1200,
  height: 630,
};

export interface SocialImage {
  /** Absolute URL, or a path on this site. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/**
 * `<page title> · <site name>` on every page, with description, canonical URL, Open Graph and Twitter card
 * tags. `image` is the page's own photo; without one the default social card is used.
 */
export function pageMeta(
  matches: Matches,
  page: {
    title: string;
    description?: string;
    path?: string;
    fullTitle?: boolean;
    noindex?: boolean;
    image?: SocialImage;
    type?: "website" | "article";
  },
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
  const root = rootData(matches);
  const locale = isLocale(root?.locale) ? root.locale : "en";
  if (page.path && site) {
    // `page.path` is the English address; a French page's canonical address is its own, under /fr.
    const url = `${site.baseUrl}${localizedHref(page.path, locale)}`;
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
      { property: "og:type", content: page.type ?? "website" },
      { property: "og:locale", content: locale === "fr" ? "fr_FR" : "en_GB" },
    );
    if (hasFrenchTwin(page.path)) {
      const english = `${site.baseUrl}${page.path}`;
      tags.push(
        { tagName: "link", rel: "alternate", hrefLang: "en", href: english },
        { tagName: "link", rel: "alternate", hrefLang: "fr", href: `${site.baseUrl}${localizedHref(page.path, "fr")}` },
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: english },
      );
    }
  }
  if (page.path) {
    const image = page.image ?? {
      url: DEFAULT_SOCIAL_IMAGE.paths[locale],
      width: DEFAULT_SOCIAL_IMAGE.width,
      height: DEFAULT_SOCIAL_IMAGE.height,
      alt: m.pages_social_image_alt({}, { locale }),
    };
    const imageUrl = image.url.startsWith("/") ? `${site?.baseUrl ?? ""}${image.url}` : image.url;
    tags.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:image", content: imageUrl },
      { name: "twitter:image:alt", content: image.alt },
    );
    if (image.width && image.height) {
      tags.push(
        { property: "og:image:width", content: String(image.width) },
        { property: "og:image:height", content: String(image.height) },
      );
    }
    if (page.description) tags.push({ name: "twitter:description", content: page.description });
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
