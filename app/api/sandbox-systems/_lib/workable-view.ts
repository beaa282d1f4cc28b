import type { RequestLogEntry } from "@/emulators/kit/server";
import type { WorkableEmulator } from "@/emulators/workable/model";
import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import { requestsOf, stageCalls, WRITE_BACKS_SHOWN } from "./log-view";

/** The sandbox Workable as its page shows it: comments (with their one attachment), moves and disqualifications. */
export function workableOverview(
  wk: WorkableEmulator,
  log: RequestLogEntry[],
  jobs: { id: string; name: string }[],
): SandboxAtsOverview {
  const stageName = (slug: string) => wk.stages.find((s) => s.slug === slug)?.name ?? slug;
  const moves = stageCalls(log, /^\/spi\/v3\/candidates\/([^/]+)\/(move|disqualify)$/, (match, entry) => {
    const body = (entry.body ?? {}) as { target_stage?: string; disqualify_reason_id?: string };
    const reason = wk.disqualificationReasons.find((r) => r.id === body.disqualify_reason_id)?.description;
    return {
      applicationId: match[1]!,
      text:
        match[2] === "move"
          ? `Moved to ${stageName(body.target_stage ?? "")}`
          : `Disqualified: ${reason ?? "no reason"}`,
    };
  });
  const applications = [...wk.candidates.values()].reverse().map((c) => ({
    id: c.id,
    candidateName: `${c.firstname} ${c.lastname}`.trim(),
    email: c.email,
    jobId: c.shortcode,
    stage: stageName(c.stage),
    status: c.disqualified ? "disqualified" : "active",
    writeBacks: [
      ...c.comments.flatMap((comment) => [
        { kind: "note" as const, text: comment.body, fileId: null, at: comment.createdAt },
        ...(comment.attachment
          ? [
              {
                kind: "file" as const,
                text: comment.attachment.name,
                fileId: wk.fileContents.get(comment.attachment.fileId) ? comment.attachment.fileId : null,
                at: comment.createdAt,
              },
            ]
          : []),
      ]),
      ...(moves.get(c.id) ?? []),
    ].slice(-WRITE_BACKS_SHOWN),
  }));
  return {
    jobs,
    stages: wk.stages.map((s) => ({ id: s.slug, name: s.name })),
    applications,
    connectDefaults: {
      ruleStage: "Phone Screen",
      scoreFieldId: null,
      advanceStageId: "interview",
      rejectStageId: null,
      rejectReasonId: wk.disqualificationReasons[0]?.id ?? null,
    },
    requests: requestsOf(log),
  };
}
