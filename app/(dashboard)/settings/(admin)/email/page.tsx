import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { env } from "@/lib/env";
import { mailRoute } from "@/lib/notifications/email/mail-route";
import { MailServerForm } from "./_components/mail-server-form";
import { WhereMailGoes } from "./_components/where-mail-goes";

export const metadata: Metadata = { title: "Email" };

/**
 * Settings → Email (admins; the layout checks the role): where email goes now, and, unless SMTP_URL decides it, the
 * mail server set here, tested before or after saving.
 */
export default async function EmailSettingsPage() {
  const route = await mailRoute();
  const saved = route.via === "settings" ? route.server : null;
  return (
    <>
      <PageHeader
        title="Email"
        description="The mail server alerts, digests and test emails leave through, and where they go when none is set."
      />
      <div className="max-w-3xl space-y-6">
        <WhereMailGoes route={route} />
        {route.via !== "environment" && (
          <MailServerForm
            key={saved ? "saved" : "new"}
            saved={
              saved && {
                host: saved.host,
                port: saved.port,
                security: saved.security,
                user: saved.user ?? "",
                passwordSet: saved.passwordSet,
                from: saved.from,
              }
            }
            defaultFrom={env.MAIL_FROM}
          />
        )}
      </div>
    </>
  );
}
