import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/shell/page-header";
import { Card, EmptyPanel } from "@/components/ui/card";
import { requireRole } from "@/lib/auth/require-role";
import { listCaughtChatPosts } from "@/lib/sandbox-systems/control";
import { SlackMessage } from "./_components/slack-message";
import { TeamsCard } from "./_components/teams-card";

export const metadata: Metadata = { title: "Sent chat" };
export const dynamic = "force-dynamic";

/** Posts shown: the newest of the last 200 the catcher keeps. */
const SHOWN = 50;
const label = { slack: "Slack", teams: "Microsoft Teams" } as const;

/**
 * The sandbox's chat catcher (admins, sandbox mode only: lib/sandbox-systems/sandbox-pages.ts): what the sandbox
 * Slack and Teams channels were posted, newest first, drawn as the chat tool would show it, with the JSON one click
 * away.
 */
export default async function SentChatPage() {
  const me = await requireRole("admin");
  const posts = (await listCaughtChatPosts()).slice(0, SHOWN);
  const time = (at: string) =>
    new Date(at).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: me.timeZone });
  return (
    <>
      <PageHeader
        title="Sent chat"
        description="The sandbox's chat catcher: every post to a sandbox Slack or Teams channel, newest first, as the channel would show it. Nothing here left the machine; the last 200 are kept in this server's memory."
      />
      {posts.length === 0 ? (
        <EmptyPanel>
          No post yet. Add the sandbox Slack or Teams channel under{" "}
          <Link href="/settings/chat" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            Team chat
          </Link>{" "}
          and send it a test message.
        </EmptyPanel>
      ) : (
        <ul className="max-w-3xl space-y-4">
          {posts.map((post) => (
            <li key={post.id}>
              <Card as="article" padding="none" aria-label={`${label[post.provider]} post`} className="overflow-hidden">
                <p className="border-b border-zinc-200 px-4 py-2 text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                  {label[post.provider]} · {new Date(post.at).toISOString().replace("T", " ").slice(0, 19)} UTC
                </p>
                {post.provider === "slack" ? (
                  <SlackMessage body={post.body} time={time(post.at)} />
                ) : (
                  <TeamsCard body={post.body} time={time(post.at)} />
                )}
                <details className="border-t border-zinc-200 px-4 py-2 text-sm dark:border-zinc-800">
                  <summary className="cursor-pointer font-medium">Raw JSON</summary>
                  <pre className="mt-2 max-h-96 overflow-auto rounded bg-zinc-50 p-3 text-xs dark:bg-zinc-950">
                    {JSON.stringify(post.body, null, 2)}
                  </pre>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
