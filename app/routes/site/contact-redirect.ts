import { redirect } from "react-router";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";

/** The old contact address: "Get a free consultation" now lives at /book (/fr/book in French). */
export function loader() {
  return redirect(localizedHref("/book", serverLocale()), 301);
}
