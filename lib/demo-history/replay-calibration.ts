import "server-only";
import { db } from "@/lib/db/client";
import type { AuditEntry } from "@/lib/audit/record-audit";
import { answerCalibration, closeCalibrationSet, createCalibrationSet } from "@/lib/review/calibration-sets";
import { ReviewRuleError } from "@/lib/review/review-error";
import { createRandom } from "@/lib/utils/seeded-random";
import { decide, reviewers } from "./habits";
import type { CalibrationStep } from "./plan-calibration";
import type { Step } from "./plan";
import type { Team } from "./team";

type Audit = (entry: AuditEntry) => Promise<void>;

/** The round a step is about: the one the history made with that name at that moment. */
async function setOf(step: { name: string; setAt: Date }) {
  const set = await db.calibrationSet.findFirst({ where: { name: step.name, createdAt: step.setAt } });
  if (!set) throw new ReviewRuleError(`The demo history's calibration round "${step.name}" is not there.`);
  return set;
}

/** A reviewer answers the first `count` results of a round on their own, each as their habits decide it. */
async function answer(step: Extract<Step, { kind: "calibration-answers" }>, reviewerId: string) {
  const { by } = step;
  const set = await setOf(step);
  const items = await db.calibrationItem.findMany({
    where: { setId: set.id },
    orderBy: { position: "asc" },
    take: step.count === "all" ? undefined : step.count,
  });
  const screens = await db.mirrorScreen.findMany({
    where: { id: { in: items.map((i) => i.interviewId) } },
    select: { id: true, score: true },
  });
  const confirmed = await db.flagReview.groupBy({
    by: ["interviewId"],
    where: { interviewId: { in: items.map((i) => i.interviewId) }, verdict: "confirmed" },
    _count: { _all: true },
  });
  const score = new Map(screens.map((s) => [s.id, s.score]));
  const flags = new Map(confirmed.map((c) => [c.interviewId, c._count._all]));
  for (const item of items) {
    const random = createRandom(`demo-history:calibration:${step.name}:${item.interviewId}:${by}`);
    const decision = decide(random, by, {
      score: score.get(item.interviewId) ?? null,
      confirmedFlags: flags.get(item.interviewId) ?? 0,
    });
    await answerCalibration({ setId: set.id, interviewId: item.interviewId, decision }, reviewerId, step.at);
  }
}

/** A calibration step, through the functions the calibration actions call (lib/actions/calibration.ts). */
export async function replayCalibration(step: Extract<Step, CalibrationStep>, team: Team, audit: Audit) {
  const actor = team[step.by];
  switch (step.kind) {
    case "calibration-create": {
      const input = {
        name: step.name,
        problemId: step.problemId,
        size: step.size,
        flaggedOnly: false,
        memberIds: reviewers.map((r) => team[r].id),
        dueAt: step.dueAt,
      };
      const created = await createCalibrationSet(input, actor.id, step.at);
      await audit({ action: "calibration.create", targetType: "calibration-set", targetId: created.id, after: input });
      return;
    }
    case "calibration-answers":
      return answer(step, actor.id);
    case "calibration-close": {
      const set = await setOf(step);
      await closeCalibrationSet(set.id, step.at);
      await audit({ action: "calibration.close", targetType: "calibration-set", targetId: set.id });
    }
  }
}
