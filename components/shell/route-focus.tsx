"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Set by a client-side navigation; the next page heading to mount takes the focus and clears it. */
let headingWanted = false;

/**
 * After a client-side navigation the focus would stay on the link just used, or fall to the page body: it goes
 * to the new page's heading instead, which screen readers announce. The heading takes it when it mounts, so a
 * page that streams in after its loading skeleton gets it too; the first load is left alone. Focusing does not scroll:
 * where the page shows is Next.js's to say (its top, or the element a link's fragment names).
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    headingWanted = true;
    const heading = document.querySelector<HTMLElement>("#main h1[data-page-heading]");
    // Already the new page's: it mounted in the same commit, before this effect ran.
    if (heading && heading.dataset.pathname === pathname) {
      headingWanted = false;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
  return null;
}

/** A page's one heading (PageHeader's), which takes the focus when it arrives through a navigation. */
export function PageHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (!headingWanted) return;
    headingWanted = false;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      data-page-heading
      data-pathname={pathname}
      className="text-2xl font-semibold tracking-tight focus:outline-none"
    >
      {children}
    </h1>
  );
}
