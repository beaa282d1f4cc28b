"use client";

import { usePathname } from "next/navigation";
import { createContext, use, useEffect, useRef, useState } from "react";
import type { NavCounts } from "./nav-items";

const NavCountsContext = createContext<NavCounts>({});

/**
 * The navigation's counts ("Waiting for you 3"). The layout counts them on a document load, but a layout is not
 * rendered again when the reader follows a link, so they are read again (`/api/nav-counts`) on every page change and
 * when the tab comes back into view; a refresh of the whole route (a server action, a live update) brings new ones too.
 */
export function NavCountsProvider({ initial, children }: { initial: NavCounts; children: React.ReactNode }) {
  const [counts, setCounts] = useState(initial);
  const [fromServer, setFromServer] = useState(initial);
  if (fromServer !== initial) {
    setFromServer(initial);
    setCounts(initial);
  }
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const controller = new AbortController();
    const read = () =>
      fetch("/api/nav-counts", { cache: "no-store", signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<NavCounts>) : null))
        .then((next) => next && setCounts(next))
        // Offline or signed out: the last counts stay until the next page change.
        .catch(() => undefined);
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      void read();
    }
    const onVisible = () => document.visibilityState === "visible" && void read();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      controller.abort();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [pathname]);

  return <NavCountsContext value={counts}>{children}</NavCountsContext>;
}

export const useNavCounts = () => use(NavCountsContext);
