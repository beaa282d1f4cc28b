import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { Time } from "@/components/time/time";
import { loadCaughtMail } from "@/lib/notifications/sent-mail";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Sent mail" };

/** Links in a shown email open in a new tab rather than inside its frame. */
const withBaseTarget = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

export default async function CaughtMailPage({ params }: PageProps<"/settings/sent-mail/[mailId]">) {
  const { mailId } = await params;
  const mail = /^[0-9a-f-]{36}$/.test(mailId) ? await loadCaughtMail(mailId) : null;
  if (!mail) notFound();
  const headers = Object.entries((mail.headers ?? {}) as Record<string, string>);
  return (
    <>
      <PageHeader
        title={mail.subject}
        description={
          <>
            To {mail.to} · <Time value={mail.sentAt} /> ·{" "}
            <TextLink href="/settings/sent-mail" weight="medium">
              All sent mail
            </TextLink>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="html-heading" className="space-y-2 xl:col-span-2">
          <h2 id="html-heading" className="font-semibold">
            As an email client shows it
          </h2>
          {/* No scripts and no same-origin access: the frame only lays the email out. */}
          <iframe
            title={`Email: ${mail.subject}`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={withBaseTarget(mail.html)}
            className="h-[36rem] w-full rounded-xl border border-zinc-200 bg-white dark:border-zinc-800"
          />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="headers-heading" className="space-y-2">
            <h2 id="headers-heading" className="font-semibold">
              Headers
            </h2>
            <dl className="space-y-1 text-sm">
              {headers.map(([name, value]) => (
                <div key={name}>
                  <dt className="font-medium">{name}</dt>
                  <dd className="break-all text-zinc-600 dark:text-zinc-400">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="text-heading" className="space-y-2">
            <h2 id="text-heading" className="font-semibold">
              Plain text
            </h2>
            <pre className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-all rounded-xl border border-zinc-200 bg-white p-3 text-xs dark:border-zinc-800 dark:bg-zinc-900">
              {mail.text}
            </pre>
          </section>
        </div>
      </div>
    </>
  );
}
