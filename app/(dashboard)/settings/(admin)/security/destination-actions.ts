"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import {
  addAuditDestinationSchema,
  auditDestinationIdSchema,
  auditDestinationPauseSchema,
} from "@/lib/audit-stream/destination-schemas";
import {
  addAuditDestination,
  deleteAuditDestination,
  setAuditDestinationPaused,
  testAuditDestination,
} from "@/lib/audit-stream/destinations";

const PAGE = "/settings/security";

/**
 * Adds an audit destination. An HTTPS destination's signing secret comes back once, for the admin to copy; the
 * audit entry names the destination, never the URL (it may carry a token) or the secret.
 */
export const addAuditDestinationAction = defineAction(
  "addAuditDestination",
  { role: "admin", schema: addAuditDestinationSchema },
  async (input, { audit }) => {
    const { secret, ...destination } = await addAuditDestination(input);
    await audit({
      action: "audit.destination.add",
      targetType: "audit-destination",
      targetId: destination.id,
      after: { ...destination, customCa: input.caPem !== null },
    });
    revalidatePath(PAGE);
    return { name: destination.name, secret };
  },
);

export const setAuditDestinationPausedAction = defineAction(
  "setAuditDestinationPaused",
  { role: "admin", schema: auditDestinationPauseSchema },
  async ({ id, paused }, { audit }) => {
    const row = await setAuditDestinationPaused(id, paused);
    await audit({
      action: paused ? "audit.destination.pause" : "audit.destination.resume",
      targetType: "audit-destination",
      targetId: id,
      metadata: { name: row.name },
    });
    revalidatePath(PAGE);
    return null;
  },
);

export const deleteAuditDestinationAction = defineAction(
  "deleteAuditDestination",
  { role: "admin", schema: auditDestinationIdSchema },
  async ({ id }, { audit }) => {
    const row = await deleteAuditDestination(id);
    await audit({
      action: "audit.destination.delete",
      targetType: "audit-destination",
      targetId: id,
      before: { name: row.name, kind: row.kind, target: row.target, deliveredSeq: row.deliveredSeq.toString() },
    });
    revalidatePath(PAGE);
    return null;
  },
);

/** Sends a test event at once; a failure comes back as a message saying why in words. */
export const testAuditDestinationAction = defineAction(
  "testAuditDestination",
  { role: "admin", schema: auditDestinationIdSchema },
  async ({ id }, { audit }) => {
    const row = await testAuditDestination(id);
    await audit({
      action: "audit.destination.test",
      targetType: "audit-destination",
      targetId: id,
      metadata: { name: row.name },
    });
    return null;
  },
);
