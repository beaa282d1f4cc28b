import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { roleLabels } from "@/lib/auth/roles";
import { listLiveSessions } from "@/lib/auth/user-sessions";
import { formatDateTime } from "@/lib/utils/format";
import { ChangePasswordForm } from "./_components/change-password-form";
import { TimeZoneForm } from "./_components/time-zone-form";
import { EndSessionButton, EndOtherSessionsButton } from "./_components/session-buttons";
import { Time } from "@/components/time/time";
import { cardClass } from "@/components/ui/card";

export const metadata: Metadata = { title: "Your account" };

/** A short name for a browser from its user agent; the full string is in the title. */
function browserOf(userAgent: string | null) {
  if (!userAgent) return "Single sign-on or unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Windows/.test(userAgent)
    ? "Windows"
    : /Mac OS X/.test(userAgent)
      ? "macOS"
      : /Android/.test(userAgent)
        ? "Android"
        : /iPhone|iPad/.test(userAgent)
          ? "iOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/** Every IANA zone this server knows, UTC first. */
const timeZones = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")];

export default async function AccountPage() {
  const user = await requireUser();
  const sessions = await listLiveSessions(user.id);
  const others = sessions.filter((s) => s.id !== user.sessionId).length;
  return (
    <>
      <PageHeader
        title="Your account"
        description={`${user.name ?? user.email} · ${user.email} · ${roleLabels[user.role]}`}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="sessions" className="space-y-3 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="sessions" className="font-semibold">
              Where you are signed in
            </h2>
            <EndOtherSessionsButton count={others} />
          </div>
          <ul className={cardClass({ className: "divide-y divide-zinc-200 dark:divide-zinc-800", padding: "none" })}>
            {sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">
                    <span title={s.userAgent ?? undefined}>{browserOf(s.userAgent)}</span>
                    {s.id === user.sessionId && (
                      <span className="ml-2 text-xs font-medium text-indigo-700 dark:text-indigo-300">
                        this browser
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">
                    Signed in <Time value={s.createdAt} /> · last seen <Time value={s.lastSeenAt} />
                    {s.address && (
                      <>
                        {" "}
                        · from <span className="font-mono">{s.address}</span>
                      </>
                    )}
                  </p>
                </div>
                {s.id !== user.sessionId && (
                  <EndSessionButton
                    sessionId={s.id}
                    label={`Sign out ${browserOf(s.userAgent)} signed in ${formatDateTime(s.createdAt, user.timeZone)}`}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-6">
          <TimeZoneForm current={user.timeZone} zones={timeZones} />
          <ChangePasswordForm />
        </div>
      </div>
    </>
  );
}
