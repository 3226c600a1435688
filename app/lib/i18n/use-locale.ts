/**
 * The page's language in components. The server decides it (the address, later the account) and the
 * root loader hands it down; the browser's Paraglide reads the document's `lang`, set from the same value.
 */
import { useLocation, useRouteLoaderData } from "react-router";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { BASE_LOCALE, isLocale, type Locale, localeOfPath, localizedHref } from "./locale";

if (typeof document !== "undefined") {
  overwriteGetLocale(() => {
    const lang = document.documentElement.lang;
    return isLocale(lang) ? lang : BASE_LOCALE;
  });
}

export function useLocale(): Locale {
  const decided = (useRouteLoaderData("root") as { locale?: unknown } | undefined)?.locale;
  const { pathname } = useLocation();
  return isLocale(decided) ? decided : localeOfPath(pathname);
}

/** A function giving a site link in the page's language. */
export function useLocalizedHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizedHref(href, locale);
}
