import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "@/testing/inject";
import { parseDelimited } from "@/lib/roster-import/delimited";
import { signIn } from "@/testing/http-session";
import { sql } from "@/testing/sql";

/**
 * The auditor's report, the explanation letter and the per-job figures, against the running app: a compliance user
 * gets the figures of a seeded problem per job; the report and the letter are audited; no recruiter or hiring
 * manager gets any of it or sees the Fairness link. The EEO answers read from the ATS: eeo-read-*.integration.test.ts.
 */
const baseUrl = inject("baseUrl");
const tag = `r${Date.now().toString(36)}`;
const problemId = `prob_rep_${tag}`;
const job = `job_${tag}`;
const complianceEmail = `compliance-rep-${tag}@sandbox.test`;
const sessions = { admin: "", recruiter: "", manager: "", compliance: "" };

/** 10 men (8 score 80) and 10 women (3 score 80) on `job`; 6 more men, all 80, on no job. */
async function seed() {
  for (let n = 0; n < 26; n++) {
    const id = `cand_rep_${tag}_${n}`;
    const [sex, high, onJob] =
      n < 10 ? ["male", n < 8, true] : n < 20 ? ["female", n < 13, true] : ["male", true, false];
    await sql(
      `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
       VALUES ($1, $1, $2, now(), $1, $2, $1, '{}', now())`,
      [id, `${id}@example.test`],
    );
    const screenId = `int_rep_${tag}_${n}`;
    await sql(
      `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt",
                                  score, "completedAt", "updatedAt")
       VALUES ($1, $2, $3, 'technical-assessment', 'Completed', now(), '{}', now(), $4, now(), now())`,
      [screenId, id, problemId, high ? 80 : 20],
    );
    await sql(
      `INSERT INTO demographic_answer ("candidateId", sex, race_ethnicity, source, updated_at) VALUES ($1, $2, 'white', 'file', now())`,
      [id, sex],
    );
    if (onJob)
      await sql(
        `INSERT INTO ats_application_screen (id, ats, "applicationId", "stageKey", "atsCandidateId", "jobId", "problemId",
                                             "candidateId", "interviewId", state, "updatedAt")
         VALUES ($1, 'lever', $2, 's', $2, $3, $4, $5, $6, 'issued', now())`,
        [randomUUID(), `app_${tag}_${n}`, job, problemId, id, screenId],
      );
  }
}

const get = (path: string, cookie: string) => fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: "manual" });
const audits = (action: string) =>
  sql<{ actorEmail: string; targetId: string }>(
    `SELECT "actorEmail", "targetId" FROM audit_event WHERE action = $1 AND "actorEmail" IN ($2, 'admin@sandbox.test')`,
    [action, complianceEmail],
  );

beforeAll(async () => {
  sessions.admin = await signIn(baseUrl, "admin@sandbox.test");
  sessions.recruiter = await signIn(baseUrl, "recruiter@sandbox.test");
  sessions.manager = await signIn(baseUrl, "manager@sandbox.test");
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", role, compliance, "updatedAt")
     SELECT gen_random_uuid(), $1, "passwordHash", 'recruiter', true, now() FROM "User" WHERE email = 'recruiter@sandbox.test'`,
    [complianceEmail],
  );
  sessions.compliance = await signIn(baseUrl, complianceEmail);
  await seed();
}, 120_000);

const query = `problem=${problemId}&period=30d&selection=cutoff&cutoff=50`;

describe("per ATS job", () => {
  it("counts only the job's screens", async () => {
    const csv = async (q: string) => {
      const response = await get(`/analytics/fairness/export?${q}`, sessions.compliance);
      const { rows } = parseDelimited((await response.text()).replace(/^\uFEFF/, ""), ",");
      return rows.filter((r) => r[1] === "Sex").map((r) => r.slice(2, 5).join(" "));
    };
    expect(await csv(query)).toEqual(["Male 16 14", "Female 10 3", "Unknown or declined 0 "]);
    expect(await csv(`${query}&job=lever:${job}`)).toEqual(["Male 10 8", "Female 10 3", "Unknown or declined 0 "]);
  });

  it("shows the job selector and the call-out of this period", async () => {
    const html = await (await get(`/analytics/fairness?${query}&job=lever:${job}`, sessions.compliance)).text();
    expect(html).toContain(`Lever job ${job}`);
    expect(html).toMatch(/Changed since/);
    expect(html).toMatch(/under 0\.8 \(was no figure\)/);
  });
});

describe("the auditor's report", () => {
  it("gives a compliance user the CSV in the summary's layout and a PDF, and audits both", async () => {
    const csv = await get(`/analytics/fairness/report?${query}&format=csv`, sessions.compliance);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain("Bias audit summary");
    expect(text).toMatch(/Male,16,14,87\.5%,1\.00/);
    expect(text).toMatch(/Female,10,3,30\.0%,0\.34/);
    expect(text).toContain("History");
    const pdf = await get(`/analytics/fairness/report?${query}&format=pdf`, sessions.compliance);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await audits("fairness.report_downloaded")).filter((a) => a.targetId === problemId)).toHaveLength(2);
  });
});

describe("the explanation letter", () => {
  it("is written for a compliance user and for an admin, and audited", async () => {
    for (const as of ["compliance", "admin"] as const) {
      const response = await get(`/compliance/letter/pdf?candidate=cand_rep_${tag}_0%40example.test`, sessions[as]);
      expect(response.status, as).toBe(200);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    expect(
      (await audits("candidate.explanation_letter")).filter((a) => a.targetId === `cand_rep_${tag}_0`),
    ).toHaveLength(2);
    expect((await get(`/compliance/letter/pdf?candidate=nobody-${tag}`, sessions.admin)).status).toBe(404);
    expect((await get(`/compliance/letter/pdf?candidate=`, sessions.admin)).status).toBe(400);
  });
});

describe("nobody else", () => {
  for (const as of ["recruiter", "manager"] as const) {
    it(`${as}: refused the report, the letter and its page; no Fairness link`, async () => {
      for (const format of ["csv", "pdf"])
        expect((await get(`/analytics/fairness/report?${query}&format=${format}`, sessions[as])).status).toBe(403);
      expect((await get(`/compliance/letter/pdf?candidate=cand_rep_${tag}_0`, sessions[as])).status).toBe(403);
      expect((await get(`/compliance/letter`, sessions[as])).status).toBe(403);
      expect(await (await get(`/`, sessions[as])).text()).not.toContain('href="/analytics/fairness"');
    });
  }
  it("the compliance user has the Fairness link; an admin without the permission does not", async () => {
    expect(await (await get(`/`, sessions.compliance)).text()).toContain('href="/analytics/fairness"');
    expect(await (await get(`/`, sessions.admin)).text()).not.toContain('href="/analytics/fairness"');
    expect((await get(`/analytics/fairness/report?${query}`, sessions.admin)).status).toBe(403);
  });
});
