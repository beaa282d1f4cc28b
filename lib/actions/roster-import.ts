"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { hasRole } from "@/lib/auth/roles";
import {
  rememberedMapping,
  rememberedMappingSchema,
  rememberMapping,
  rememberMappingSchema,
} from "@/lib/bulk/import-mappings";
import { appendBulkRowsSchema, controlBulkJobSchema, createImportJobSchema } from "@/lib/bulk/job-schemas";
import { appendBulkRows, controlBulkJob, createBulkJob } from "@/lib/bulk/jobs";
import { findKnownCandidates } from "@/lib/bulk/known-candidates";
import { getJobOwner } from "@/lib/bulk/job-owner";
import { knownCandidatesSchema } from "@/lib/roster-import/match-schema";
import { readsBlind } from "@/lib/review/blind";
import type { Role } from "@/lib/auth/roles";

/*
 * The roster import's actions, for everyone who may create candidates (recruiters and up): the bulk issue
 * form (admins) uses the first three as well.
 */

/**
 * A roster names its people and says which are already candidates: not for a blind reviewer (lib/review/blind.ts),
 * who would learn who the pseudonyms are.
 */
async function refuseBlind(user: { role: Role }) {
  if (await readsBlind(user))
    throw new ActionError("Under blind review, importing a roster is for admins and reviewers who are not blind.");
}

/** Which rows of a roster (a chunk at a time) are already candidates, from the read model. */
export const matchRosterAction = defineAction(
  "matchRoster",
  { role: "recruiter", schema: knownCandidatesSchema },
  async (input, { user }) => {
    await refuseBlind(user);
    return { known: await findKnownCandidates(input) };
  },
);

/** The mapping last used for files with these headers, if any. */
export const rememberedMappingAction = defineAction(
  "rememberedMapping",
  { role: "recruiter", schema: rememberedMappingSchema },
  async ({ shape }) => ({
    mapping: await rememberedMapping(shape),
  }),
);

/** Remembers the mapping used for files with these headers, for the next import of the same shape. */
export const rememberMappingAction = defineAction(
  "rememberMapping",
  { role: "recruiter", schema: rememberMappingSchema },
  async ({ shape, mapping }, { user, audit }) => {
    await rememberMapping(shape, mapping, user.id);
    await audit({
      action: "import.mapping",
      targetType: "import-mapping",
      targetId: shape.join("|").slice(0, 200),
      after: mapping,
    });
    return { remembered: true };
  },
);

/** Creates a job that only creates candidates, from a roster or the first part of one sent in parts. */
export const createImportJobAction = defineAction(
  "createImportJob",
  { role: "recruiter", schema: createImportJobSchema },
  async (input, { user, audit }) => {
    await refuseBlind(user);
    const job = await createBulkJob({ kind: "import" }, input, user.id);
    await audit({
      action: "import.create",
      targetType: "bulk-job",
      targetId: job.id,
      after: { status: job.status, totalRows: job.totalRows, rowsInThisPart: input.roster.length },
    });
    revalidatePath("/candidates/import");
    return { jobId: job.id, status: job.status };
  },
);

/** Adds a further part of an import's roster; the last part starts it. */
export const appendImportRowsAction = defineAction(
  "appendImportRows",
  { role: "recruiter", schema: appendBulkRowsSchema },
  async (input, { user, audit }) => {
    const result = await appendBulkRows("import", input, user.id);
    await audit({
      action: "import.append",
      targetType: "bulk-job",
      targetId: input.jobId,
      before: { status: "preparing" },
      after: { status: result.status, rowsStored: result.stored },
      metadata: { offset: input.offset, rows: input.roster.length },
    });
    return result;
  },
);

/** Pause, resume, cancel or retry the failed rows of an import: its creator, or an admin. */
export const controlImportJobAction = defineAction(
  "controlImportJob",
  { role: "recruiter", schema: controlBulkJobSchema.extend({ jobId: z.string().min(1).max(200) }) },
  async ({ jobId, control }, { user, audit }) => {
    const job = await getJobOwner(jobId);
    if (!job || job.kind !== "import") throw new ActionError("That import does not exist.");
    if (job.createdById !== user.id && !hasRole(user.role, "admin"))
      throw new ActionError("Only the person who started this import, or an admin, can change it.");
    const { before, after } = await controlBulkJob(jobId, control);
    await audit({
      action: `import.${control}`,
      targetType: "bulk-job",
      targetId: jobId,
      before: { status: before },
      after: { status: after },
    });
    revalidatePath(`/candidates/import/${jobId}`);
    return { status: after };
  },
);
