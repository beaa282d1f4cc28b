"use server";

import { identityView, readsBlind, redactCandidate } from "@/lib/review/blind";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { updateProblemRequestSchema } from "@/lib/api-contract/requests";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { editBaseline } from "@/lib/problems/edit-baseline";
import { refreshProblem, saveProblem } from "@/lib/problems/registry";
import { getScreeningApi } from "@/lib/screening-api";
import { listCandidates } from "@/lib/sync/read/list-candidates";
import { candidatesQuerySchema } from "@/lib/sync/read/candidates-query";

const problemRef = z.object({ problemId: z.string().min(1) });
const problemPath = (problemId: string) => `/problems/${encodeURIComponent(problemId)}`;

/**
 * 4.7 Update a problem with the changed fields only. The service judges the rules (Ready only, no video,
 * archived or test-bank problem, OPEN stays OPEN); its refusal comes back with its own message.
 */
export const updateProblemAction = defineAction(
  "problem.update",
  { role: "manager", schema: updateProblemRequestSchema.safeExtend(problemRef.shape) },
  async ({ problemId, ...changes }, { audit }) => {
    if (!Object.keys(changes).length) throw new ActionError("Nothing to save: no field was changed.");
    const api = getScreeningApi();
    const before = await api.problems.get(problemId);
    const updated = await api.problems.update(problemId, changes);
    await saveProblem(problemId, updated, "added");
    await audit({
      action: "problem.update",
      targetType: "problem",
      targetId: problemId,
      before: editBaseline(before),
      after: editBaseline(updated),
      metadata: { sent: changes },
    });
    revalidatePath(problemPath(problemId));
    revalidatePath("/problems");
    return { name: updated.name };
  },
);

/** 4.8 The public URL of the problem's PDF. Handing out a public link is recorded. */
export const shareProblemPdfAction = defineAction(
  "problem.share-link",
  { role: "recruiter", schema: problemRef },
  async ({ problemId }, { audit }) => {
    const shareLink = await getScreeningApi().problems.shareLink(problemId);
    await audit({ action: "problem.share-link", targetType: "problem", targetId: problemId, after: { shareLink } });
    return { shareLink };
  },
);

/**
 * The problem's status, re-read from the API into the registry, for the page that waits for Creating → Ready.
 * It only refreshes a cached read, so it is not audited (it runs every few seconds while a problem is created).
 */
export const checkProblemStatusAction = defineAction(
  "problem.check-status",
  { role: "recruiter", schema: problemRef },
  async ({ problemId }) => {
    const read = await refreshProblem(problemId);
    if (!read.ok) throw read.error;
    return { status: read.problem.status ?? null };
  },
);

const candidateSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Type at least two letters of a name or email")
    .max(200, "The search is too long (200 characters at most)"),
});

/**
 * Candidates whose name, email or ATS id contains the text (for a blind reviewer: whose id does), for the problem
 * page's issue picker: ten at most, from our copy.
 */
export const findCandidatesAction = defineAction(
  "findCandidates",
  { role: "recruiter", schema: candidateSearchSchema },
  async ({ q }, { user }) => {
    // Blind review: the search reads candidate ids only, and the candidates come back under their pseudonym.
    const blind = await readsBlind(user);
    const page = await listCandidates(candidatesQuerySchema.parse({ q, sort: "name", dir: "asc", size: 10 }), blind);
    const view = await identityView(
      user,
      page.rows.map((row) => row.id),
    );
    return {
      candidates: page.rows.map((row) => {
        const shown = redactCandidate(row.id, row, view);
        return { id: shown.id, name: shown.name, email: shown.email };
      }),
      total: page.total,
      totalIsFloor: page.totalIsFloor,
    };
  },
);
