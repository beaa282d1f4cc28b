import "server-only";
import { db } from "@/lib/db/client";
import type { StageChange } from "./adapter";
import { atsRegistry } from "./registry";
import { openConnection } from "./connections";
import { recordInboundActivity } from "./activity/inbound";
import { withCallContext } from "./http/call-context";
import { issueForStageChange } from "./issue-for-stage-change";
import { atsKindSchema } from "./kind-schemas";
import { isEmailErased } from "@/lib/privacy/erased-subjects";

export type InboundResult = "processed" | "ignored" | "failed" | "skipped";

/**
 * Processes one stored ATS delivery (a job's handler: it takes the id and may run on any instance, any number of
 * times). The claim makes concurrent runs process it once; `force` lets an admin's "process again" re-run a
 * processed or ignored one, which is harmless: the screen is issued once per application and stage.
 */
export async function processAtsInboundEvent(id: string, { force = false } = {}): Promise<InboundResult> {
  const from = force ? ["received", "failed", "processed", "ignored"] : ["received", "failed"];
  const [event] = await db.$queryRaw<{ ats: string; kind: string; payload: unknown }[]>`
    UPDATE ats_inbound_event SET status = 'processing', attempts = attempts + 1
    WHERE id = ${id} AND status = ANY(${from}) RETURNING ats, kind, payload`;
  if (!event) return "skipped";
  const finish = (status: InboundResult, lastError: string | null) =>
    db.atsInboundEvent
      .update({ where: { id }, data: { status, lastError, processedAt: status === "failed" ? null : new Date() } })
      .then(() => status);
  try {
    // The calls made to act on it (an ATS whose hook carries ids only is read) are logged as this web hook's.
    return await withCallContext({ inboundId: id }, async () => {
      const ats = atsKindSchema.parse(event.ats);
      const connection = await openConnection(ats);
      if (!connection) return await finish("ignored", "the connection was removed");
      // A poll stored the stage change itself; a web hook is read by its ATS's adapter.
      const change =
        event.kind === "poll"
          ? (event.payload as StageChange)
          : await atsRegistry[ats].adapter.stageChangeOf(connection, event.kind, event.payload);
      if (!change) {
        await recordInboundActivity(ats, id, { kind: "not-a-stage-change", event: event.kind });
        return await finish("ignored", `not a stage change (${event.kind})`);
      }
      // Stored before an erasure, or polled from an ATS that still holds them: no screen for someone erased here.
      if (change.candidateEmail && (await isEmailErased(change.candidateEmail)))
        return await finish("ignored", "about a person erased here");
      const issued = await issueForStageChange(ats, change);
      await recordInboundActivity(ats, id, { kind: "stage-change", change, issued });
      return await finish(
        issued.outcome === "no-rule" ? "ignored" : "processed",
        issued.outcome === "no-rule" ? `no rule for job ${change.jobId}, stage “${change.stageName}”` : null,
      );
    });
  } catch (error) {
    console.error("ats: processing a delivery failed", { id, error });
    const message = error instanceof Error ? error.message.slice(0, 1000) : String(error);
    const ats = atsKindSchema.safeParse(event.ats);
    if (ats.success) await recordInboundActivity(ats.data, id, { kind: "failed", reason: message });
    return finish("failed", message);
  }
}
