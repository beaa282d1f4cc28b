import { describe, expect, it } from "vitest";
import { sql } from "@/testing/sandbox/api-client";

/** The demo data the app seeded at start, per organization (counted on rows older than the test run). */
describe("sandbox demo data", () => {
  it.each(["acme", "globex"])("seeds %s once, with candidates, problems and screens in every state", async (org) => {
    const [organization] = await sql(`SELECT "seededAt" FROM sandbox.organization WHERE id = $1`, [org]);
    expect(organization.seededAt).not.toBeNull();
    const seededBefore = organization.seededAt;
    const [{ candidates, withAts }] = await sql(
      `SELECT count(*)::int AS candidates, count("externalId")::int AS "withAts" FROM sandbox.candidate WHERE "organizationId" = $1 AND "createdAt" < $2`,
      [org, seededBefore],
    );
    expect(candidates).toBe(200);
    expect(withAts).toBeGreaterThan(20);
    const problems = await sql(`SELECT * FROM sandbox.problem WHERE "organizationId" = $1 AND "createdAt" < $2`, [
      org,
      seededBefore,
    ]);
    expect(problems.length).toBeGreaterThanOrEqual(12);
    expect(new Set(problems.map((p) => p.externalResourceMode))).toEqual(new Set(["CLOSED", "OPEN", "AI_ASSISTED"]));
    expect(new Set(problems.map((p) => p.type))).toEqual(new Set(["technical-assessment", "video-screen"]));
    expect(problems.some((p) => p.isFromServiceTestBank)).toBe(true);
    expect(problems.some((p) => p.status === "Archived")).toBe(true);
    expect(problems.some((p) => p.status === "Creating" && p.readyAt === null)).toBe(true);
    const screens = await sql(
      `SELECT a.status, count(*)::int AS n, count(r."assessmentId")::int AS results FROM sandbox.assessment a LEFT JOIN sandbox.result r ON r."assessmentId" = a.id
       WHERE a."organizationId" = $1 AND a."createdAt" < $2 GROUP BY a.status`,
      [org, seededBefore],
    );
    const byStatus = Object.fromEntries(screens.map((s) => [s.status, s]));
    expect(Object.keys(byStatus).sort()).toEqual(["Completed", "Expired", "In Progress", "Not Started"]);
    expect(screens.reduce((s, r) => s + r.n, 0)).toBe(600);
    expect(byStatus.Completed.results).toBe(byStatus.Completed.n);
    expect(byStatus["Not Started"].results).toBe(0);
  });
});
