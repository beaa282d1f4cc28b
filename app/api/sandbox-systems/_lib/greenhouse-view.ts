import type { GreenhouseEmulator } from "@/emulators/greenhouse/model";
import type { RequestLogEntry } from "@/emulators/kit/server";
import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import { requestsOf, stageCalls, WRITE_BACKS_SHOWN } from "./log-view";

/** The sandbox Greenhouse as its page shows it: notes, attachments, custom fields and advance/reject calls. */
export function greenhouseOverview(
  gh: GreenhouseEmulator,
  log: RequestLogEntry[],
  jobs: { id: string; name: string }[],
): SandboxAtsOverview {
  const moves = stageCalls(log, /^\/v1\/applications\/(\d+)\/(advance|reject)$/, (match) => ({
    applicationId: match[1]!,
    text: match[2] === "advance" ? "Advanced to the next stage" : "Rejected",
  }));
  const applications = [...gh.applications.values()].reverse().map((application) => {
    const candidate = gh.candidates.get(application.candidate_id)!;
    const id = String(application.id);
    return {
      id,
      candidateName: `${candidate.first_name} ${candidate.last_name}`.trim(),
      email: candidate.email_addresses[0]?.value ?? "",
      jobId: String(application.jobs[0]?.id ?? ""),
      stage: application.current_stage?.name ?? "",
      status: application.status,
      writeBacks: [
        ...candidate.notes.map((n) => ({ kind: "note" as const, text: n.body, fileId: null, at: n.created_at })),
        ...application.attachments.map((a) => {
          const fileId = a.url.split("/").pop() ?? "";
          return {
            kind: "file" as const,
            text: a.filename,
            fileId: gh.files.get(fileId) ? fileId : null,
            at: a.created_at,
          };
        }),
        ...Object.entries(application.custom_fields).map(([name, value]) => ({
          kind: "field" as const,
          text: `${name} = ${String(value)}`,
          fileId: null,
          at: null,
        })),
        ...(moves.get(id) ?? []),
      ].slice(-WRITE_BACKS_SHOWN),
    };
  });
  return {
    jobs,
    stages: gh.stages.map((s) => ({ id: String(s.id), name: s.name })),
    applications,
    connectDefaults: {
      ruleStage: "Screening",
      scoreFieldId: gh.customFields[0]?.name_key ?? null,
      advanceStageId: null,
      rejectStageId: null,
      rejectReasonId: null,
    },
    requests: requestsOf(log),
  };
}
