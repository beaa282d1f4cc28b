import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { z } from "zod";
import { PageHeader } from "@/components/shell/page-header";
import { Time } from "@/components/time/time";
import { mailMode } from "@/lib/notifications/email/transport";
import { listCaughtMail } from "@/lib/notifications/sent-mail";
import { TextLink } from "@/components/ui/text-link";
import { EmptyPanel, cardClass } from "@/components/ui/card";
import { listHref } from "@/lib/utils/list-href";

export const metadata: Metadata = { title: "Sent mail" };

/** `before` is the last row of the page before: "<ISO time>_<id>". */
const cursorSchema = z
  .string()
  .regex(/^[^_]+_[0-9a-f-]{36}$/)
  .transform((value) => {
    const [at, id] = value.split("_") as [string, string];
    return { sentAt: new Date(at), id };
  })
  .refine((c) => !Number.isNaN(c.sentAt.getTime()))
  .optional()
  .catch(undefined);

export default async function SentMailPage({ searchParams }: PageProps<"/settings/sent-mail">) {
  const raw = (await searchParams).before;
  const before = cursorSchema.parse(typeof raw === "string" ? raw : undefined);
  const [{ rows, more }, mode] = await Promise.all([listCaughtMail(before), mailMode()]);
  const last = rows.at(-1);
  return (
    <>
      <PageHeader
        title="Sent mail"
        description={
          mode === "catcher"
            ? "The sandbox's mail catcher: every email this instance would have sent, newest first. Nothing here left the machine."
            : mode === "smtp"
              ? "Email now leaves through your mail server (Settings → Email); these are what the catcher kept before."
              : "No email leaves this instance (no mail server is set under Settings → Email); these are what the catcher kept before."
        }
      />
      {rows.length === 0 ? (
        <EmptyPanel>
          No email yet. Alerts and digests appear here as they are sent; try “Send my digest now” under{" "}
          <Link href="/settings/notifications" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            Notifications
          </Link>
          .
        </EmptyPanel>
      ) : (
        <ul className={cardClass({ className: "divide-y divide-zinc-200 dark:divide-zinc-800", padding: "none" })}>
          {rows.map((mail) => (
            <li key={mail.id}>
              <Link
                href={`/settings/sent-mail/${mail.id}`}
                className="flex flex-col gap-0.5 px-4 py-3 hover:bg-zinc-50 sm:flex-row sm:items-center sm:justify-between dark:hover:bg-zinc-800"
              >
                <span className="font-medium text-indigo-700 dark:text-indigo-300">{mail.subject}</span>
                <span className="text-sm text-zinc-600 dark:text-zinc-400">
                  To {mail.to} · <Time value={mail.sentAt} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-3 text-sm">
        {before && (
          <TextLink href="/settings/sent-mail" weight="medium">
            Newest
          </TextLink>
        )}
        {more && last && (
          <TextLink
            href={listHref("/settings/sent-mail", {}, { before: `${last.sentAt.toISOString()}_${last.id}` })}
            weight="medium"
          >
            Older
          </TextLink>
        )}
      </nav>
    </>
  );
}
