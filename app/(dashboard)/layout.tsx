import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { NavCountsProvider } from "@/components/shell/nav-counts";
import { PhoneMenu } from "@/components/shell/phone-menu";
import { RouteFocus } from "@/components/shell/route-focus";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { SignOutForm } from "@/components/shell/sign-out-form";
import { TimeZoneProvider } from "@/components/time/time-zone";
import { csrfTokenOfRequest } from "@/lib/auth/csrf-token";
import { requireUser } from "@/lib/auth/session";
import { countWaitingForYou } from "@/lib/inbox/count-waiting";
import { roleLabels } from "@/lib/auth/roles";
import { sandboxEnabled } from "@/lib/env";
import { DashboardProviders } from "./providers";

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  // One indexed count per request, shared with /inbox (cached): the badge beside "Waiting for you", read again by
  // the navigation on each page change (a layout is not rendered again then).
  const counts = { waiting: await countWaitingForYou(user.id) };
  return (
    <DashboardProviders>
      <NavCountsProvider initial={counts}>
        <div className="flex min-h-screen">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          <aside className="hidden w-60 shrink-0 flex-col gap-6 border-r border-zinc-200 bg-white p-4 md:flex dark:border-zinc-800 dark:bg-zinc-900">
            <Link href="/" className="px-3 text-base font-semibold tracking-tight">
              Screening
            </Link>
            <SidebarNav role={user.role} compliance={user.compliance} />
          </aside>
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="flex h-14 items-center justify-between gap-3 border-b border-zinc-200 bg-white px-3 md:px-6 dark:border-zinc-800 dark:bg-zinc-900">
              <div className="flex items-center gap-3">
                <PhoneMenu role={user.role} compliance={user.compliance} />
                {sandboxEnabled && (
                  <Badge tone="warning" title="Data comes from the built-in sandbox, not the real screening service">
                    Sandbox
                  </Badge>
                )}
              </div>
              <div className="flex min-w-0 items-center gap-2 text-sm md:gap-3">
                <span className="min-w-0 truncate text-zinc-700 dark:text-zinc-300">
                  <span className="hidden sm:inline">{user.name ?? user.email} · </span>
                  <span className="text-zinc-600 dark:text-zinc-400">{roleLabels[user.role]}</span>
                </span>
                <SignOutForm csrfToken={await csrfTokenOfRequest()} />
              </div>
            </header>
            <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
              <RouteFocus />
              <TimeZoneProvider zone={user.timeZone}>{children}</TimeZoneProvider>
            </main>
          </div>
        </div>
      </NavCountsProvider>
    </DashboardProviders>
  );
}
