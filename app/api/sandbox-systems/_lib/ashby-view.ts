import type { AshbyEmulator } from "@/emulators/ashby/emulator";
import type { RequestLogEntry } from "@/emulators/kit/server";
import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import { requestsOf, stageCalls, WRITE_BACKS_SHOWN } from "./log-view";

/** The sandbox Ashby as its page shows it: notes, files and stage changes (an Archived stage is a rejection). */
export function ashbyOverview(
  ashby: AshbyEmulator,
  log: RequestLogEntry[],
  jobs: { id: string; name: string }[],
): SandboxAtsOverview {
  const moves = stageCalls(log, /^\/application\.changeStage$/, (_match, entry) => {
    const body = (entry.body ?? {}) as { applicationId?: string; interviewStageId?: string };
    const stage = ashby.stages.find((s) => s.id === body.interviewStageId);
    return body.applicationId ? { applicationId: body.applicationId, text: `Moved to ${stage?.title ?? "?"}` } : null;
  });
  const applications = [...ashby.applications.values()].reverse().map((a) => ({
    id: a.id,
    candidateName: a.candidate.name,
    email: a.candidate.primaryEmailAddress.value,
    jobId: a.job.id,
    stage: a.currentInterviewStage.title,
    status: a.status.toLowerCase(),
    writeBacks: [
      ...(ashby.notes.get(a.candidate.id) ?? []).map((n) => ({
        kind: "note" as const,
        text: n.content,
        fileId: null,
        at: null,
      })),
      ...(ashby.files.get(a.candidate.id) ?? []).map((f) => ({
        kind: "file" as const,
        text: f.name,
        fileId: ashby.fileContents.get(f.handle) ? f.handle : null,
        at: null,
      })),
      ...(moves.get(a.id) ?? []),
    ].slice(-WRITE_BACKS_SHOWN),
  }));
  return {
    jobs,
    stages: ashby.stages.map((s) => ({ id: s.id, name: s.title })),
    applications,
    connectDefaults: {
      ruleStage: "Assessment",
      scoreFieldId: null,
      advanceStageId: ashby.stages.find((s) => s.title === "Onsite")?.id ?? null,
      rejectStageId: ashby.stages.find((s) => s.type === "Archived")?.id ?? null,
      rejectReasonId: ashby.archiveReasons[0]?.id ?? null,
    },
    requests: requestsOf(log),
  };
}
