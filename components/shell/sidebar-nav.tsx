"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { Role } from "@/lib/auth/roles";
import { LinkPending } from "@/components/ui/link-pending";
import { cn } from "@/lib/utils/cn";
import { useNavCounts } from "./nav-counts";
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
  // What waits for the reader, beside its item ("Waiting for you 3"); nothing is shown for 0.
  const counts = useNavCounts();
  const items = visibleNavItems(role, compliance);
  const matches = (href: string) =>
    href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  // The most specific item is the current one (Fairness, not Analytics, on /analytics/fairness).
  const current = items.filter((item) => matches(item.href)).sort((a, b) => b.href.length - a.href.length)[0];
  const isActive = (href: string) => current?.href === href;
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      {items.map((item) => {
        const count = item.count ? (counts[item.count] ?? 0) : 0;
        return (
          <NavLink key={item.href} href={item.href} current={isActive(item.href)} count={count}>
            {item.label}
          </NavLink>
        );
      })}
    </nav>
  );
}

/** An item of the navigation: prefetched on intent (sixteen items prefetched on every load otherwise). */
function NavLink({
  href,
  current,
  count,
  children,
}: {
  href: string;
  current: boolean;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "flex shrink-0 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium",
        current
          ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
          : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
      )}
    >
      <span className="flex items-center">
        {children}
        <LinkPending />
      </span>
      {/* The space keeps the accessible name "Waiting for you 3", not "Waiting for you3". */}
      {count > 0 && (
        <>
          {" "}
          <span className="min-w-5 rounded-full bg-indigo-600 px-1.5 py-0.5 text-center text-xs font-semibold leading-none text-white tabular-nums dark:bg-indigo-500">
            {count > 99 ? "99+" : count}
          </span>
        </>
      )}
    </Link>
  );
}
