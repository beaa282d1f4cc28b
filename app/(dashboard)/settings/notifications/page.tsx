import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { readNotificationSettings } from "@/lib/notifications/load-settings";
import { NotificationSettingsForm } from "./_components/notification-settings-form";

export const metadata: Metadata = { title: "Notifications" };

const mailModeText = {
  smtp: null,
  catcher:
    "This instance runs the sandbox with no mail server set: emails go to the built-in catcher, which admins read under Settings → Sent mail.",
  off: "Email is not set up on this instance (no mail server is set): ask an admin. Your choices are kept for when it is.",
} as const;

export default async function NotificationsPage() {
  const user = await requireUser();
  const settings = await readNotificationSettings(user);
  const notice = mailModeText[settings.mailMode];
  return (
    <>
      <PageHeader
        title="Notifications"
        description={`What reaches you at ${user.email}, and when. Times are in your time zone (${user.timeZone}).`}
      />
      {notice && (
        <p
          role="note"
          className="mb-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {notice}{" "}
          {settings.mailMode === "catcher" && user.role === "admin" && (
            <Link href="/settings/sent-mail" className="font-medium underline">
              Open Sent mail
            </Link>
          )}
          {settings.mailMode === "off" && user.role === "admin" && (
            <Link href="/settings/email" className="font-medium underline">
              Set a mail server
            </Link>
          )}
        </p>
      )}
      <NotificationSettingsForm
        kinds={settings.kinds}
        choices={settings.choices}
        digest={settings.digest}
        lastDigestAt={settings.lastDigestAt?.toISOString() ?? null}
        timeZone={user.timeZone}
      />
    </>
  );
}
