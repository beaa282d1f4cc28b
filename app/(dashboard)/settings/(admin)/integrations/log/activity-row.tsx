import { Badge } from "@/components/ui/badge";
import { TextLink } from "@/components/ui/text-link";
import { describeActivity, type Segment } from "@/lib/ats/activity/describe";
import type { listAtsActivity } from "@/lib/ats/activity/list";
import { atsInfo } from "@/lib/ats/kinds";
import { formatDateTime } from "@/lib/utils/format";
import { ResendButton } from "./resend-button";

type ActivityPage = Awaited<ReturnType<typeof listAtsActivity>>;

const toneWord = { success: "Done", neutral: "Note", warning: "Check", danger: "Failed" } as const;

function Words({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    typeof segment === "string" ? (
      <span key={i}>{segment}</span>
    ) : (
      <TextLink key={i} href={segment.href} weight="medium">
        {segment.text}
      </TextLink>
    ),
  );
}

/**
 * One event in the team's words (what happened, to whom, why), when, its raw exchange one click away, and "Send
 * again" on a failed delivery that can still be sent.
 */
export function ActivityRow({
  row,
  page,
  connected,
  timeZone,
}: {
  row: ActivityPage["rows"][number];
  page: ActivityPage;
  connected: Set<string>;
  timeZone: string;
}) {
  const delivery = row.outboxId ? (page.deliveries.get(row.outboxId) ?? null) : null;
  const info = atsInfo[row.ats as keyof typeof atsInfo];
  const label = info?.label ?? row.ats;
  const line = describeActivity(row, {
    atsLabel: label,
    noteName: info?.noteName ?? "note",
    candidateName: row.candidateId ? (page.candidateNames.get(row.candidateId) ?? null) : null,
    problemName: row.problemId ? (page.problemNames.get(row.problemId) ?? null) : null,
    delivery,
    time: (date) => formatDateTime(date, timeZone),
  });
  // Offered on the delivery's latest failure only (an update tried four times has one button, not four).
  const resendable =
    delivery &&
    row.attempt === delivery.attempts &&
    delivery.status !== "delivered" &&
    !delivery.inFlight &&
    (delivery.status !== "cancelled" || connected.has(row.ats));
  const exchange =
    row.outboxId || row.inboundId ? (
      <TextLink href={`/settings/integrations/log/${row.id}`} weight="medium">
        Raw exchange
      </TextLink>
    ) : (
      <span className="text-xs text-zinc-500">No exchange kept</span>
    );
  const when = formatDateTime(row.at, timeZone);
  return (
    <tr>
      <td className="wrap-anywhere md:min-w-64">
        <Words segments={line.headline} />
        {line.detail && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{line.detail}</span>}
        {/* Narrow screens leave out the When and Exchange columns: the row says them here. */}
        <span className="mt-1 block text-xs text-zinc-500 md:hidden">
          {when} · {label} · {exchange}
        </span>
        {resendable && <ResendButton outboxId={delivery.id} />}
      </td>
      <td>
        <Badge tone={line.tone}>{toneWord[line.tone]}</Badge>
      </td>
      <td className="hidden whitespace-nowrap md:table-cell">
        {when}
        <span className="block text-xs text-zinc-500">{label}</span>
      </td>
      <td className="hidden whitespace-nowrap md:table-cell">{exchange}</td>
    </tr>
  );
}
