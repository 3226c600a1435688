/**
 * Server-renders a page's component the way the app does: under a root route whose data hands down the
 * language (and whatever else the root gives, such as the signed-in user), inside that language.
 */
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import type { Locale } from "../../app/lib/i18n/locale.ts";
import { inLocale } from "../../app/lib/i18n/request-locale.server.ts";

export function renderInLocale(
  locale: Locale,
  path: string,
  element: () => ReactElement,
  { root = {}, page = null }: { root?: Record<string, unknown>; page?: unknown } = {},
) {
  const rootData = { locale, ...root };
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => rootData,
      children: [{ id: "page", path: path.split("?", 1)[0]!.slice(1), Component: element, loader: () => page }],
    },
  ]);
  return inLocale(locale, () =>
    renderToString(
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: rootData, page } } }),
    ),
  );
}

/** A route module's component with the props the framework gives it (built by hand here). */
export function routeElement(component: unknown, loaderData: unknown) {
  // biome-ignore lint/suspicious/noExplicitAny: the framework's route props, built by hand
  return createElement(component as any, { loaderData, actionData: undefined, params: {}, matches: [] });
}
