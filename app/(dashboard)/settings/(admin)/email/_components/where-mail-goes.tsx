import { Card } from "@/components/ui/card";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { TextLink } from "@/components/ui/text-link";
import { Time } from "@/components/time/time";
import type { EnvironmentMailServer, MailRoute } from "@/lib/notifications/email/mail-route";
import { mailSecurityLabels } from "@/lib/notifications/email/mail-security";

const serverFacts = (server: EnvironmentMailServer): Fact[] => [
  ["Host", server.host],
  ["Port", String(server.port)],
  ["Security", server.security],
  ["User", server.user ?? "None: no sign-in"],
  ["Password", server.passwordSet ? "Set" : "None"],
  ["From", server.from],
];

/** Host, user and From break anywhere rather than widen a phone's page. */
const factsClass = "grid-cols-[auto_1fr] gap-x-4 gap-y-2 wrap-anywhere";

/** Where email goes now, in words: SMTP_URL's server, the one set here, the sandbox's Sent mail, or nowhere. */
export function WhereMailGoes({ route }: { route: MailRoute }) {
  return (
    <Card as="section" aria-labelledby="mail-now" className="space-y-3">
      <h2 id="mail-now" className="font-semibold">
        Where email goes now
      </h2>
      {route.via === "environment" && (
        <>
          <p className="text-sm">
            Through the mail server in <code>SMTP_URL</code>, set by the environment the dashboard runs in. It wins over
            anything set here: to change it, change <code>SMTP_URL</code> where the dashboard is deployed and restart
            it. Send yourself a test email under{" "}
            <TextLink href="/settings/notifications" weight="medium">
              Notifications
            </TextLink>
            .
          </p>
          <FactList facts={serverFacts(route.server)} className={factsClass} />
        </>
      )}
      {route.via === "settings" && (
        <>
          <p className="text-sm">
            Through the mail server set on this page, on every instance of the dashboard since it was saved (
            <Time value={route.server.updatedAt} />
            ).
          </p>
          <FactList facts={serverFacts({ ...route.server, security: mailSecurityLabels[route.server.security] })} />
        </>
      )}
      {route.via === "catcher" && (
        <p className="text-sm">
          Into the sandbox&apos;s{" "}
          <TextLink href="/settings/sent-mail" weight="medium">
            Sent mail
          </TextLink>
          : this instance runs the sandbox and no mail server is set, so no email leaves the machine. Set a server below
          to send real email.
        </p>
      )}
      {route.via === "off" && (
        <p className="text-sm">
          Nowhere. No mail server is set, so alerts, digests and test emails are not sent to anyone. Set one below.
        </p>
      )}
    </Card>
  );
}
