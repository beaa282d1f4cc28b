import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { eventually, sql } from "@/testing/sandbox/api-client";
import { parseDelimited } from "@/lib/roster-import/delimited";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { defaultReviewSettings } from "@/lib/review/review-settings-schema";

/**
 * The fairness figures end to end: a problem seeded with known answers gives a compliance user exactly the numbers
 * worked by hand; recruiters and hiring managers (blind review on and off) are refused the page and the CSV and
 * find no demographic value on the pages they can read; erasure removes a candidate's answers.
 */
const baseUrl = inject("baseUrl");
const tag = Date.now().toString(36);
const problemId = `prob_fair_${tag}`;
const complianceEmail = `compliance-${tag}@sandbox.test`;
// Categories no other page of the product names, so finding one anywhere is a leak.
const needles = ["Native Hawaiian", "native_hawaiian", "American Indian", "american_indian"];
const sessions: Record<"admin" | "recruiter" | "manager" | "compliance", string> = {
  admin: "",
  recruiter: "",
  manager: "",
  compliance: "",
};
let realCandidate = { candidateId: "", screenId: "" };

/** sex, race/ethnicity (null: no answer), people, of whom scoring ≥ 50. */
const groups: [string | null, string | null, number, number][] = [
  ["male", "native_hawaiian_or_other_pacific_islander", 10, 8],
  ["female", "native_hawaiian_or_other_pacific_islander", 10, 5],
  ["male", "american_indian_or_alaska_native", 10, 6],
  ["female", "american_indian_or_alaska_native", 3, 1],
  [null, null, 4, 2],
];

async function seedProblem() {
  let n = 0;
  for (const [sex, race, people, selected] of groups) {
    for (let i = 0; i < people; i++, n++) {
      const id = `cand_fair_${tag}_${n}`;
      await sql(
        `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
         VALUES ($1, $1, $2, now(), $1, $2, $1, '{}', now())`,
        [id, `${id}@example.test`],
      );
      await sql(
        `INSERT INTO mirror_screen (id, "candidateId", "problemId", "problemType", status, "createdAt", raw, "statusAt",
                                    score, "completedAt", "updatedAt")
         VALUES ($1, $2, $3, 'technical-assessment', 'Completed', now(), '{}', now(), $4, now(), now())`,
        [`int_fair_${tag}_${n}`, id, problemId, i < selected ? 80 : 20],
      );
      if (sex)
        await sql(
          `INSERT INTO demographic_answer ("candidateId", sex, race_ethnicity, source, updated_at) VALUES ($1, $2, $3, 'file', now())`,
          [id, sex, race],
        );
    }
  }
}

const get = (path: string, cookie: string) => fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: "manual" });
const call = async (name: string, args: unknown, cookie: string) => {
  const action = listServerActions().find((a) => a.name === name);
  if (!action) throw new Error(`no action ${name}`);
  return (await callAction(baseUrl, action, args, cookie)).result as { ok: boolean; message?: string };
};
const setBlind = (blindRoles: string[]) =>
  call(
    "setReviewSettingsAction",
    {
      // The defaults: other files on this database give verdicts with the team's reasons.
      reasons: defaultReviewSettings.reasons,
      secondOpinionLevels: ["critical"],
      hideOthersUntilOwn: false,
      blindRoles,
    },
    sessions.admin,
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
  await seedProblem();
  // A candidate of the sandbox with a completed screen: their own pages must not show their answers.
  realCandidate = await eventually(
    async () =>
      (
        await sql<{ candidateId: string; screenId: string }>(
          `SELECT "candidateId", id AS "screenId" FROM mirror_screen
           WHERE "completedAt" IS NOT NULL AND "problemId" <> $1 AND "goneAt" IS NULL LIMIT 1`,
          [problemId],
        )
      )[0],
    60_000,
    "a completed screen in the read model",
  );
  await sql(
    `INSERT INTO demographic_answer ("candidateId", sex, race_ethnicity, source, updated_at)
     VALUES ($1, 'female', 'native_hawaiian_or_other_pacific_islander', 'manual', now())`,
    [realCandidate.candidateId],
  );
}, 120_000);

afterAll(async () => {
  await setBlind([]);
});

const query = `problem=${problemId}&period=30d&selection=cutoff&cutoff=50`;

describe("fairness figures for a compliance user", () => {
  it("gives exactly the hand-worked numbers in the CSV", async () => {
    const response = await get(`/analytics/fairness/export?${query}`, sessions.compliance);
    expect(response.status).toBe(200);
    const { rows } = parseDelimited((await response.text()).replace(/^\uFEFF/, ""), ",");
    const figures = rows
      .slice(1)
      .filter((r) => r.some((cell) => cell !== ""))
      .map((r) => [r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[9]].join(" "));
    expect(figures).toEqual([
      "Sex Male 20 14 0.7 1 no ",
      "Sex Female 13 6 0.4615 0.6593 yes two-proportion z",
      "Sex Unknown or declined 4     ",
      "Race/ethnicity Native Hawaiian or Other Pacific Islander 20 13 0.65 1 no ",
      "Race/ethnicity American Indian or Alaska Native 13 7 0.5385 0.8284 no two-proportion z",
      "Race/ethnicity Unknown or declined 4     ",
      "Sex × race/ethnicity Male · Native Hawaiian or Other Pacific Islander 10 8 0.8 1 no ",
      "Sex × race/ethnicity Male · American Indian or Alaska Native 10 6 0.6 0.75 yes Fisher's exact",
      "Sex × race/ethnicity Female · Native Hawaiian or Other Pacific Islander 10 5 0.5 0.625 yes Fisher's exact",
      "Sex × race/ethnicity Female · American Indian or Alaska Native 3     ",
      "Sex × race/ethnicity Unknown or declined 4     ",
    ]);
  });

  it("shows the page", async () => {
    const response = await get(`/analytics/fairness?${query}`, sessions.compliance);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Native Hawaiian or Other Pacific Islander");
    expect(html).toContain("0.63");
  });
});

describe("nobody else learns anything", () => {
  for (const blindRoles of [[], ["recruiter", "manager"]]) {
    for (const as of ["recruiter", "manager"] as const) {
      it(`${as}, blind review ${blindRoles.length ? "on" : "off"}: refused the figures, no answer on any page`, async () => {
        expect((await setBlind(blindRoles)).ok).toBe(true);
        expect((await get(`/analytics/fairness?${query}`, sessions[as])).status).toBe(403);
        expect((await get(`/analytics/fairness/export?${query}`, sessions[as])).status).toBe(403);
        expect((await get(`/compliance/answers`, sessions[as])).status).toBe(403);
        expect((await get(`/analytics/fairness/report?${query}&format=csv`, sessions[as])).status).toBe(403);
        expect((await get(`/analytics/fairness/report?${query}&format=pdf`, sessions[as])).status).toBe(403);
        expect((await get(`/compliance/letter`, sessions[as])).status).toBe(403);
        expect((await get(`/compliance/letter/pdf?candidate=${realCandidate.candidateId}`, sessions[as])).status).toBe(
          403,
        );
        const paths = [
          `/candidates/${realCandidate.candidateId}`,
          `/candidates/${realCandidate.candidateId}/export`,
          `/results/${realCandidate.screenId}`,
          `/candidates?q=cand_fair_${tag}`,
          `/analytics`,
          `/`,
        ];
        for (const path of paths) {
          const body = await (await get(path, sessions[as])).text();
          for (const needle of needles) expect(body, `${path} as ${as}`).not.toContain(needle);
        }
      });
    }
  }
});

describe("erasure", () => {
  it("removes the candidate's answers", async () => {
    const result = await call(
      "eraseCandidatesAction",
      { candidateIds: [realCandidate.candidateId], reason: "Erasure request" },
      sessions.admin,
    );
    expect(result.ok, result.message).toBe(true);
    const rows = await sql(`SELECT 1 FROM demographic_answer WHERE "candidateId" = $1`, [realCandidate.candidateId]);
    expect(rows).toHaveLength(0);
  });
});
