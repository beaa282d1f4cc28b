import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/shell/empty-state";
import { FramedTable } from "@/components/ui/table";
import { requireRole } from "@/lib/auth/require-role";
import { listLiveLinks, readShareSetting } from "@/lib/share-links/store";
import { formatDateTime } from "@/lib/utils/format";
import { RevokeShareLinkButton } from "@/components/share-links/revoke-share-link-button";
import { ShareContentsForm } from "./_components/share-contents-form";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";
import { listHref } from "@/lib/utils/list-href";

export const metadata: Metadata = { title: "Share links" };

const always = [
  "the candidate's name",
  "the problem",
  "score",
  "completion date",
  "time used",
  "settings in effect",
  "per-dimension analysis",
];

export default async function ShareLinksPage({ searchParams }: PageProps<"/settings/share-links">) {
  const me = await requireRole("admin");
  const before = (await searchParams).before;
  const [contents, page] = await Promise.all([
    readShareSetting(),
    listLiveLinks(typeof before === "string" ? before : null),
  ]);
  return (
    <>
      <PageHeader
        title="Share links"
        description="What the dashboard's share pages show, and every link that still works."
      />
      <Card aria-labelledby="contents-heading" as="section" className="mb-6 max-w-2xl space-y-3 text-sm">
        <h2 id="contents-heading" className="font-semibold">
          What a share page shows
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">Always: {always.join(", ")}.</p>
        <p className="text-zinc-700 dark:text-zinc-300">
          Never: IP addresses (withheld from any text shown), the candidate&apos;s email or any other personal data,
          reviewers&apos; decisions, notes and tags.
        </p>
        <ShareContentsForm initial={contents} />
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          A link keeps what it showed when it was made: a change here applies to links made afterwards.
        </p>
      </Card>
      <h2 className="mb-3 font-semibold">Active links</h2>
      {page.links.length === 0 ? (
        <EmptyState title={before ? "No older active links" : "No active share link"}>
          Links made from a result&apos;s page appear here until they expire or are revoked.
        </EmptyState>
      ) : (
        <FramedTable columns={["Result", "Made by", "Made", "Expires", { label: "Actions", hidden: true }]}>
          {page.links.map((link) => (
            <tr key={link.id}>
              <td>
                <TextLink href={`/results/${encodeURIComponent(link.interviewId)}`} mono size="xs">
                  {link.interviewId}
                </TextLink>
              </td>
              <td>{link.createdByEmail}</td>
              <td className="text-xs">{formatDateTime(link.createdAt, me.timeZone)}</td>
              <td className="text-xs">{formatDateTime(link.expiresAt, me.timeZone)}</td>
              <td className="text-right">
                <RevokeShareLinkButton
                  linkId={link.id}
                  label={`the link to ${link.interviewId} made by ${link.createdByEmail}`}
                />
              </td>
            </tr>
          ))}
        </FramedTable>
      )}
      <nav aria-label="Pages of links" className="mt-3 flex gap-4 text-sm">
        {before && <TextLink href="/settings/share-links">← Newest</TextLink>}
        {page.next && <TextLink href={listHref("/settings/share-links", {}, { before: page.next })}>Older →</TextLink>}
      </nav>
    </>
  );
}
