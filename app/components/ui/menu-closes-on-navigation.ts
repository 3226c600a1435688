import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Closes a `<details>` menu when the location changes. The first run is hydration, not a navigation, so a
 * menu opened before the page hydrated (a quick tap on a slow phone) stays open.
 */
export function useMenuClosesOnNavigation(menu: RefObject<HTMLDetailsElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname, menu]);
}
