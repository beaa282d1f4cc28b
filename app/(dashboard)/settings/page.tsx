import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/auth/session";
import { roleLabels } from "@/lib/auth/roles";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";
import { sandboxEnabled } from "@/lib/env";

export const metadata: Metadata = { title: "Settings" };

const adminSections = [
  { href: "/settings/users", title: "Users and roles", text: "Add people and decide what each may do." },
  {
    href: "/settings/security",
    title: "Security",
    text: "SCIM provisioning from Okta or Entra ID: directories, their tokens, and which groups get which role.",
  },
  {
    href: "/settings/api",
    title: "Screening API",
    text: "Where the dashboard connects, and the log of its recent API calls.",
  },
  {
    href: "/settings/webhooks",
    title: "Webhook events",
    text: "Events the service sent, their processing state, and reprocessing.",
  },
  {
    href: "/settings/sync",
    title: "Sync",
    text: "The dashboard's own copy of the service's data: last reconcile, backfill progress, Sync now.",
  },
  {
    href: "/settings/integrations",
    title: "Integrations",
    text: "Greenhouse, Lever, Ashby and Workable: keys, web hooks, stage rules, delivery health and the integration log.",
  },
  {
    href: "/settings/share-links",
    title: "Share links",
    text: "What share pages show, and every active link, to revoke any.",
  },
  {
    href: "/settings/data",
    title: "Data",
    text: "Candidates' personal data: retention, erasure on request (one or a list of emails), legal holds.",
  },
  {
    href: "/settings/review",
    title: "Review",
    text: "Verdict reasons, second opinions before a reject, independent decisions.",
  },
  {
    href: "/settings/chat",
    title: "Team chat",
    text: "Slack, Microsoft Teams and Google Chat channels that hear of high-risk results, jobs and failures.",
  },
  {
    href: "/settings/email",
    title: "Email",
    text: "Where alerts and digests go: the mail server (SMTP) they leave through, tested with a test email.",
  },
  {
    href: "/settings/sent-mail",
    title: "Sent mail",
    text: "Every email the dashboard sent or, in the sandbox, would have sent.",
  },
  {
    href: "/settings/sent-chat",
    title: "Sent chat",
    text: "Sandbox only: every Slack and Teams post the sandbox chat channels caught, as the chat tool shows it.",
  },
  {
    href: "/settings/audit",
    title: "Audit log",
    text: "Every change made through the dashboard, with before and after.",
  },
];

export default async function SettingsPage() {
  const user = await requireUser();
  return (
    <>
      <PageHeader title="Settings" />
      <Card aria-labelledby="account" as="section" className="mb-6 max-w-xl text-sm">
        <h2 id="account" className="mb-2 font-semibold">
          Your account
        </h2>
        <p>
          {user.name ?? user.email} · {user.email} · {roleLabels[user.role]}
        </p>
        <p className="mt-2">
          <TextLink href="/settings/account" weight="medium">
            Password and sessions
          </TextLink>
          {" · "}
          <TextLink href="/settings/notifications" weight="medium">
            Notifications
          </TextLink>
        </p>
      </Card>
      <Link
        href="/docs/api"
        className="mb-6 block max-w-xl rounded-xl border border-zinc-200 bg-white p-5 hover:border-indigo-400 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <span className="font-semibold">API reference</span>
        <span className="mt-1 block text-sm text-zinc-600 dark:text-zinc-400">
          The public screening API for integrators: every operation, its fields and limits, and the OpenAPI document.
        </span>
      </Link>
      {user.role === "admin" ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {adminSections
            .filter((s) => sandboxEnabled || s.href !== "/settings/sent-chat")
            .map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  className="block rounded-xl border border-zinc-200 bg-white p-5 hover:border-indigo-400 dark:border-zinc-800 dark:bg-zinc-900"
                >
                  <span className="font-semibold">{s.title}</span>
                  <span className="mt-1 block text-sm text-zinc-600 dark:text-zinc-400">{s.text}</span>
                </Link>
              </li>
            ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Users, API and webhook settings and the audit log are for admins.
        </p>
      )}
    </>
  );
}
