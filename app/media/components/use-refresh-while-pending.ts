import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Reloads the page's data every few seconds while some photo is still being processed. */
export function useRefreshWhilePending(pending: boolean, everyMilliseconds = 3000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void revalidator.revalidate(), everyMilliseconds);
    return () => clearInterval(timer);
  }, [pending, revalidator, everyMilliseconds]);
}
