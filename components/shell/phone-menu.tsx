"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import type { Role } from "@/lib/auth/roles";
import { useNavCounts } from "./nav-counts";
import { SidebarNav } from "./sidebar-nav";

/**
 * The navigation on narrow screens: a "Menu" button that opens every page the role may open as a list, so no
 * item is cut off or hidden behind a sideways scroll. It closes once a chosen page is there (on navigation), on Escape
 * (focus back on the button) and on a click outside it.
 */
export function PhoneMenu({ role, compliance = false }: { role: Role; compliance?: boolean }) {
  const counts = useNavCounts();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shown = open && openedAt === pathname;

  useEffect(() => {
    if (!shown) return;
    panel.current?.querySelector<HTMLElement>("a[aria-current='page'], a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [shown]);

  return (
    <div className="relative md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!shown);
          setOpenedAt(pathname);
        }}
        className="inline-flex h-9 items-center gap-2 rounded-md border border-zinc-300 px-3 text-sm font-medium text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          {shown ? <path d="M4 4l8 8M12 4l-8 8" /> : <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />}
        </svg>
        Menu
        {/* What waits for the reader shows on the closed menu too; read out as words, not a bare number. */}
        {(counts.waiting ?? 0) > 0 && (
          <>
            <span
              aria-hidden="true"
              className="min-w-5 rounded-full bg-indigo-600 px-1.5 py-0.5 text-center text-xs font-semibold leading-none text-white tabular-nums dark:bg-indigo-500"
            >
              {counts.waiting! > 99 ? "99+" : counts.waiting}
            </span>
            <span className="sr-only">({counts.waiting} waiting for you)</span>
          </>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!shown}
        onClick={(event) => {
          // A page being opened keeps the menu, its link's spinner turning, until the page is there (the path
          // changes); choosing the page already open closes it at once.
          if ((event.target as HTMLElement).closest("a[aria-current='page']")) setOpen(false);
        }}
        className="absolute left-0 top-11 z-40 w-56 rounded-lg border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        <SidebarNav role={role} compliance={compliance} label="Main (phone)" />
      </div>
    </div>
  );
}
