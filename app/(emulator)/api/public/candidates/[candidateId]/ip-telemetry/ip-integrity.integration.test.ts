import { describe, expect, it } from "vitest";
import { callApi, callControl, eventually, issueTestScreen, seededProblem, sql } from "@/testing/sandbox/api-client";

type Flag = { id: string; level: string; description: string };

const report = (candidateId: string, ipAddress: string, source: string, minutesAgo: number) =>
  callApi("POST", `/candidates/${candidateId}/ip-telemetry`, {
    body: { ipAddress, source, observedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
  });

const complete = (interviewId: string) =>
  callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });

async function integrity(interviewId: string): Promise<{ risk: string; flags: Flag[]; passing_flags: Flag[] }> {
  return (await callApi("GET", `/results/${interviewId}`)).body.integrity_report;
}

const check = (report: { flags: Flag[]; passing_flags: Flag[] }, id: string) =>
  report.flags.find((f) => f.id === id) ?? { ...report.passing_flags.find((f) => f.id === id)!, level: "passed" };

describe("IP telemetry feeds the integrity checks of the candidate's later results", () => {
  it("flags a Tor exit and a location mismatch from readings enriched before completion, and leaves earlier results as they were", async () => {
    const first = await issueTestScreen();
    await complete(first.interviewId);
    const before = await integrity(first.interviewId);
    expect(check(before, "network-concealment").level).toBe("passed");
    expect(check(before, "location-mismatch").level).toBe("passed");

    const tor = await report(first.candidateId, "185.220.101.42", "okta", 30);
    const home = await report(first.candidateId, "73.12.34.56", "greenhouse-login", 60);
    expect([tor.status, home.status]).toEqual([202, 202]);
    await eventually(async () => {
      const rows = await sql(`SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1 AND "enrichedAt" IS NOT NULL`, [
        first.candidateId,
      ]);
      return rows.length === 2 ? true : undefined;
    });

    const problem = await seededProblem("acme", "Event Pipeline in Python");
    const issued = await callApi("POST", "/assessments", {
      body: { candidateIdentifier: first.candidateId, problemId: problem.id },
    });
    await complete(issued.body.identifier);
    const after = await integrity(issued.body.identifier);
    const network = check(after, "network-concealment");
    expect(network.level).toBe("critical");
    expect(network.description).toContain("185.220.101.42");
    expect(network.description).toContain("Tor exit");
    expect(network.description).toContain("reported by okta");
    const location = check(after, "location-mismatch");
    expect(location.level).toBe("warning");
    expect(location.description).toMatch(/Germany.*United States|United States.*Germany/);
    expect(after.risk).toBe("high");

    expect(await integrity(first.interviewId)).toEqual(before);
  });

  it("flags VPN and hosting networks too", async () => {
    const screen = await issueTestScreen();
    await report(screen.candidateId, "193.138.218.77", "sso-gateway", 20);
    await report(screen.candidateId, "3.85.1.2", "careers-portal", 10);
    await eventually(async () => {
      const rows = await sql(`SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1 AND "enrichedAt" IS NOT NULL`, [
        screen.candidateId,
      ]);
      return rows.length === 2 ? true : undefined;
    });
    await complete(screen.interviewId);
    const network = check(await integrity(screen.interviewId), "network-concealment");
    expect(network.level).toBe("warning");
    expect(network.description).toContain("Mullvad VPN");
    expect(network.description).toContain("Amazon Web Services");
  });
});
