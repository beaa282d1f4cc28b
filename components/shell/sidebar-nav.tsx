"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Role } from "@/lib/auth/roles";
import { cn } from "@/lib/utils/cn";
import { visibleNavItems } from "./nav-items";

/** The main navigation, a column of every page the role may open: in the sidebar, or in the phone menu. */
export function SidebarNav({
  role,
  compliance = false,
  label = "Main",
}: {
  role: Role;
  /** The Compliance permission: adds Fairness. */
  compliance?: boolean;
  label?: string;
}) {
  const pathname = usePathname();
  const items = visibleNavItems(role, compliance);
  const matches = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  // The most specific item is the current one (Fairness, not Analytics, on /analytics/fairness).
  const current = items.filter((item) => matches(item.href)).sort((a, b) => b.href.length - a.href.length)[0];
  const isActive = (href: string) => current?.href === href;
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          aria-current={isActive(item.href) ? "page" : undefined}
          className={cn(
            "shrink-0 rounded-md px-3 py-2 text-sm font-medium",
            isActive(item.href)
              ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
              : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
