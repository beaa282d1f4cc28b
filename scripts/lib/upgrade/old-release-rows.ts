import bcrypt from "bcryptjs";
import pg from "pg";

/**
 * What users of the previous release made, written with that release's schema (its column and table names, as its
 * migrations left them): users with a password, notes, tags, decisions, integrity verdicts and their history, an
 * audit trail, a calibration set with an answer, a reveal, a legal hold, notification choices. SQL, not the old
 * app: building the previous release takes minutes; its migrations (run by its own code) make the schema, and
 * these rows are what its actions wrote (the same columns, the same kinds of values).
 */
export const PASSWORD = "upgrade-test-password";
const at = new Date("2026-11-20T09:30:00.000Z");

export const made = {
  admin: { id: "00000000-0000-4000-8000-0000000000a1", email: "upgrade-admin@example.test", role: "admin" },
  recruiter: { id: "00000000-0000-4000-8000-0000000000a2", email: "upgrade-recruiter@example.test", role: "recruiter" },
  note: { id: "00000000-0000-4000-8000-0000000000b1", body: "Strong on Postgres; ask about on-call (upgrade test)" },
  tag: { label: "upgrade-shortlist" },
  decision: { id: "00000000-0000-4000-8000-0000000000c1", decision: "advance", reason: "Clear reasoning under time" },
  verdict: { flagId: "paste-bursts", verdict: "confirmed", reason: "Pasted from elsewhere", note: "Seen twice" },
  audit: { id: "00000000-0000-4000-8000-0000000000d1", action: "decision.set", targetId: "int_upgrade_1" },
  calibration: { id: "00000000-0000-4000-8000-0000000000e1", name: "Upgrade calibration panel" },
  hold: { reason: "Pending litigation (upgrade test)" },
  candidateId: "cand_upgrade_1",
  interviewId: "int_upgrade_1",
  problemId: "prob_upgrade_1",
};

export async function insertOldReleaseRows(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (text: string, values: unknown[]) => client.query(text, values);
  try {
    const hash = await bcrypt.hash(PASSWORD, 10);
    const { admin, recruiter, note, tag, decision, verdict, audit, calibration, hold } = made;
    const { candidateId, interviewId, problemId } = made;
    for (const user of [admin, recruiter])
      await q(
        `INSERT INTO "User" (id, email, name, "passwordHash", role, time_zone, "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5::"Role", 'Europe/Berlin', $6, $6)`,
        [user.id, user.email, `Upgrade ${user.role}`, hash, user.role, at],
      );
    await q(
      `INSERT INTO note (id, "targetType", "targetId", "authorId", body, "createdAt") VALUES ($1, 'candidate', $2, $3, $4, $5)`,
      [note.id, candidateId, recruiter.id, note.body, at],
    );
    await q(
      `INSERT INTO tag ("targetType", "targetId", label, "authorId", "createdAt") VALUES ('candidate', $1, $2, $3, $4)`,
      [candidateId, tag.label, recruiter.id, at],
    );
    await q(
      `INSERT INTO decision (id, "interviewId", "reviewerId", decision, reason, "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [decision.id, interviewId, recruiter.id, decision.decision, decision.reason, at],
    );
    await q(
      `INSERT INTO flag_review ("interviewId", "flagId", "reviewerId", verdict, reason, note, level, "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, 'high', $7, $7)`,
      [interviewId, verdict.flagId, admin.id, verdict.verdict, verdict.reason, verdict.note, at],
    );
    await q(
      `INSERT INTO flag_review_change (id, "interviewId", "flagId", "reviewerId", verdict, reason, note, at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7)`,
      [interviewId, verdict.flagId, admin.id, verdict.verdict, verdict.reason, verdict.note, at],
    );
    await q(
      `INSERT INTO audit_event (id, at, "actorId", "actorEmail", action, "targetType", "targetId", before, after)
       VALUES ($1, $2, $3, $4, $5, 'result', $6, NULL, $7)`,
      [
        audit.id,
        at,
        recruiter.id,
        recruiter.email,
        audit.action,
        audit.targetId,
        JSON.stringify({ decision: "advance" }),
      ],
    );
    await q(
      `INSERT INTO calibration_set (id, name, "problemId", "createdBy", "createdAt") VALUES ($1, $2, $3, $4, $5)`,
      [calibration.id, calibration.name, problemId, admin.id, at],
    );
    await q(`INSERT INTO calibration_item ("setId", "interviewId", position) VALUES ($1, $2, 0)`, [
      calibration.id,
      interviewId,
    ]);
    await q(
      `INSERT INTO calibration_answer ("setId", "interviewId", "reviewerId", decision, "updatedAt") VALUES ($1, $2, $3, 'hold', $4)`,
      [calibration.id, interviewId, recruiter.id, at],
    );
    await q(
      `INSERT INTO candidate_reveal ("userId", "candidateId", "interviewId", "revealedAt") VALUES ($1, $2, $3, $4)`,
      [recruiter.id, candidateId, interviewId, at],
    );
    await q(
      `INSERT INTO legal_hold ("candidateId", reason, "placedById", "placedByEmail", "placedAt") VALUES ($1, $2, $3, $4, $5)`,
      [candidateId, hold.reason, admin.id, admin.email, at],
    );
    await q(
      `INSERT INTO notification_preference (user_id, kind, delivery, updated_at) VALUES ($1, 'job-finished', 'digest', $2)`,
      [recruiter.id, at],
    );
    await q(
      `INSERT INTO digest_setting (user_id, frequency, hour, weekday, updated_at) VALUES ($1, 'weekly', 7, 3, $2)`,
      [recruiter.id, at],
    );
  } finally {
    await client.end();
  }
}
