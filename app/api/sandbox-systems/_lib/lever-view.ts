import type { RequestLogEntry } from "@/emulators/kit/server";
import type { LeverEmulator } from "@/emulators/lever/emulator";
import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import { requestsOf, stageCalls, WRITE_BACKS_SHOWN } from "./log-view";

/** The sandbox Lever as its page shows it: notes, files, stage changes and archiving. */
export function leverOverview(
  lever: LeverEmulator,
  log: RequestLogEntry[],
  jobs: { id: string; name: string }[],
): SandboxAtsOverview {
  const stageName = (id: string) => lever.stages.find((s) => s.id === id)?.text ?? id;
  const moves = stageCalls(log, /^\/v1\/opportunities\/([^/]+)\/(stage|archived)$/, (match, entry) => {
    const body = (entry.body ?? {}) as { stage?: string; reason?: string };
    const reason = lever.archiveReasons.find((r) => r.id === body.reason)?.text;
    return {
      applicationId: match[1]!,
      text: match[2] === "stage" ? `Moved to ${stageName(body.stage ?? "")}` : `Archived: ${reason ?? "no reason"}`,
    };
  });
  const applications = [...lever.opportunities.values()].reverse().map((o) => ({
    id: o.id,
    candidateName: o.name,
    email: o.emails[0] ?? "",
    jobId: o.postingId,
    stage: stageName(o.stage),
    status: o.archived ? "archived" : "active",
    writeBacks: [
      ...o.notes.map((n) => ({
        kind: "note" as const,
        text: n.text,
        fileId: null,
        at: new Date(n.createdAt).toISOString(),
      })),
      ...o.files.map((f) => ({
        kind: "file" as const,
        text: f.name,
        fileId: lever.fileContents.get(f.id) ? f.id : null,
        at: null,
      })),
      ...(moves.get(o.id) ?? []),
    ].slice(-WRITE_BACKS_SHOWN),
  }));
  return {
    jobs,
    stages: lever.stages.map((s) => ({ id: s.id, name: s.text })),
    applications,
    connectDefaults: {
      ruleStage: "Phone screen",
      scoreFieldId: null,
      advanceStageId: lever.stages.find((s) => s.text === "On-site interview")?.id ?? null,
      rejectStageId: null,
      rejectReasonId: lever.archiveReasons[0]?.id ?? null,
    },
    requests: requestsOf(log),
  };
}
