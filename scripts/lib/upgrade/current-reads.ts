import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../../lib/db/generated/client";
import { made } from "./old-release-rows";

export type Check = [name: string, ok: boolean, detail: string];

const same = (name: string, actual: unknown, expected: Record<string, unknown>): Check => {
  const got = (actual ?? {}) as Record<string, unknown>;
  const wrong = Object.entries(expected).filter(([key, value]) => JSON.stringify(got[key]) !== JSON.stringify(value));
  return [
    name,
    actual != null && wrong.length === 0,
    wrong.map(([k, v]) => `${k}: ${JSON.stringify(got[k])} ≠ ${JSON.stringify(v)}`).join("; "),
  ];
};

/** Every row the previous release's users made, read through this code's Prisma client (its schema's mapping). */
export async function readWithCurrentCode(databaseUrl: string): Promise<Check[]> {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 2 }) });
  const { admin, recruiter, note, tag, decision, verdict, audit, calibration, hold, candidateId, interviewId } = made;
  try {
    return [
      same("the admin user", await db.user.findUnique({ where: { email: admin.email } }), {
        id: admin.id,
        role: admin.role,
        timeZone: "Europe/Berlin",
      }),
      same("the recruiter user", await db.user.findUnique({ where: { email: recruiter.email } }), {
        id: recruiter.id,
        role: recruiter.role,
      }),
      same("the note", await db.note.findUnique({ where: { id: note.id } }), {
        body: note.body,
        targetId: candidateId,
        authorId: recruiter.id,
      }),
      same("the tag", await db.tag.findFirst({ where: { targetId: candidateId } }), { label: tag.label }),
      same("the decision", await db.decision.findUnique({ where: { id: decision.id } }), {
        decision: decision.decision,
        reason: decision.reason,
        interviewId,
      }),
      same("the integrity verdict", await db.flagReview.findFirst({ where: { interviewId } }), {
        flagId: verdict.flagId,
        verdict: verdict.verdict,
        reason: verdict.reason,
        note: verdict.note,
      }),
      same("the verdict's history", await db.flagReviewChange.findFirst({ where: { interviewId } }), {
        verdict: verdict.verdict,
        reviewerId: admin.id,
      }),
      same("the audit event", await db.auditEvent.findUnique({ where: { id: audit.id } }), {
        action: audit.action,
        actorEmail: recruiter.email,
        after: { decision: "advance" },
      }),
      same("the calibration set", await db.calibrationSet.findUnique({ where: { id: calibration.id } }), {
        name: calibration.name,
      }),
      same("the calibration answer", await db.calibrationAnswer.findFirst({ where: { setId: calibration.id } }), {
        decision: "hold",
        reviewerId: recruiter.id,
      }),
      same("the reveal", await db.candidateReveal.findFirst({ where: { userId: recruiter.id } }), { candidateId }),
      same("the legal hold", await db.legalHold.findUnique({ where: { candidateId } }), { reason: hold.reason }),
      same("the notification choice", await db.notificationPreference.findFirst({ where: { userId: recruiter.id } }), {
        kind: "job-finished",
        delivery: "digest",
      }),
      same("the digest setting", await db.digestSetting.findUnique({ where: { userId: recruiter.id } }), {
        frequency: "weekly",
        hour: 7,
        weekday: 3,
      }),
    ];
  } finally {
    await db.$disconnect();
  }
}
