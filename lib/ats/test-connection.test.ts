import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startAshbyEmulator, type AshbyEmulator } from "../../emulators/ashby/emulator";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { startLeverEmulator, type LeverEmulator } from "../../emulators/lever/emulator";
import { startWorkableEmulator } from "../../emulators/workable/emulator";
import type { WorkableEmulator } from "../../emulators/workable/model";
import type { OpenConnection } from "./adapter";
import type { AtsKind } from "./kinds";

/*
 * "Test connection" and the rule form's lists against each ATS's emulator, without the app: a full key, a key the ATS
 * refuses, and a key lacking a permission (the emulator answers 403 there, as the ATS does), then the open jobs and a
 * job's stages. The integration log's database write is left out.
 */
vi.mock("@/lib/env", () => ({
  env: { ATS_CALLBACK_HOSTS: "127.0.0.1" },
  sandboxEnabled: false,
  ownOrigin: "http://127.0.0.1:3000",
}));
vi.mock("@/lib/db/client", () => ({ db: { atsLogEntry: { create: async () => ({}) } } }));
const { testAtsAccess } = await import("./test-connection");
const { atsRegistry } = await import("./registry");
const { basicAuthorization } = await import("./http/ats-request");

let gh: GreenhouseEmulator;
let lever: LeverEmulator;
let ashby: AshbyEmulator;
let wk: WorkableEmulator;
beforeAll(async () => {
  [gh, lever, ashby, wk] = await Promise.all([
    startGreenhouseEmulator(),
    startLeverEmulator(),
    startAshbyEmulator(),
    startWorkableEmulator(),
  ]);
});
afterAll(() => Promise.all([gh?.close(), lever?.close(), ashby?.close(), wk?.close()]));

const connectionTo = (ats: AtsKind, baseUrl: string, key: string, actingUserId: string | null): OpenConnection => ({
  ats,
  endpoint: { ats, baseUrl, authorization: atsRegistry[ats].adapter.authorization?.(key) ?? basicAuthorization(key) },
  actingUserId,
  scoreFieldId: null,
  moveOnDecision: false,
  rejectReasonId: null,
  advanceStageId: null,
  rejectStageId: null,
});
const greenhouse = (key = gh.apiKey) => connectionTo("greenhouse", gh.url, key, gh.userId);
const leverAt = (key = lever.apiKey) => connectionTo("lever", lever.url, key, lever.userId);
const ashbyAt = (key = ashby.apiKey) => connectionTo("ashby", ashby.url, key, null);
const workable = (key = wk.token) => connectionTo("workable", wk.url, key, wk.member.id);

describe("Test connection", () => {
  it("says a full Greenhouse key can do everything the integration needs, in words", async () => {
    const report = await testAtsAccess(greenhouse());
    expect(report).toMatchObject({ outcome: "accepted", missing: [], unchecked: [] });
    expect(report.summary).toBe(
      "Key accepted. Can list jobs, list applications, read candidates, add notes, add attachments, write the score " +
        "field, advance applications and reject applications.",
    );
    // The write probes named application and candidate 0: nothing was written anywhere.
    expect([...gh.candidates.values()].flatMap((c) => c.notes)).toEqual([]);
  });

  it("names what a Greenhouse key lacks, and when that matters", async () => {
    gh.denied = new Set(["POST /v1/applications/:id/advance", "POST /v1/candidates/:id/activity_feed/notes"]);
    try {
      const report = await testAtsAccess(greenhouse());
      expect(report.outcome).toBe("accepted");
      expect(report.summary).toContain("Can list jobs, list applications, read candidates, add attachments,");
      expect(report.summary).toContain(
        "Missing: add notes; advance applications (needed only if decisions move candidates).",
      );
    } finally {
      gh.denied = new Set();
    }
  });

  it("says a key the ATS refuses is refused, and stops there", async () => {
    const calls = gh.calls.length;
    expect((await testAtsAccess(greenhouse("not-the-key"))).summary).toBe("Key refused by Greenhouse: HTTP 401.");
    expect(gh.calls.length).toBe(calls + 1);
  });

  it("says an address nothing answers at cannot be reached", async () => {
    const report = await testAtsAccess(connectionTo("greenhouse", "http://127.0.0.1:9", gh.apiKey, gh.userId));
    expect(report.outcome).toBe("unreachable");
    expect(report.summary).toMatch(/^Could not reach Greenhouse: /);
  });

  it("checks Lever endpoint by endpoint", async () => {
    expect((await testAtsAccess(leverAt())).missing).toEqual([]);
    lever.denied = new Set(["PUT /v1/opportunities/:id/stage", "GET /v1/postings"]);
    try {
      const report = await testAtsAccess(leverAt());
      expect(report.missing).toEqual([
        { can: "list postings", onlyIf: null },
        { can: "change stages", onlyIf: "moveOnDecision" },
      ]);
      expect(report.summary).toContain(
        "Missing: list postings; change stages (needed only if decisions move candidates).",
      );
    } finally {
      lever.denied = new Set();
    }
  });

  it("checks Ashby module by module, telling a missing module from a refused key", async () => {
    expect((await testAtsAccess(ashbyAt())).summary).toBe(
      "Key accepted. Can list jobs, read applications and candidates, read interview stages and write notes, files " +
        "and stage moves.",
    );
    ashby.denied = new Set(["candidatesWrite"]);
    try {
      const report = await testAtsAccess(ashbyAt());
      expect(report.outcome).toBe("accepted");
      expect(report.missing).toEqual([{ can: "write notes, files and stage moves", onlyIf: null }]);
    } finally {
      ashby.denied = new Set();
    }
    expect((await testAtsAccess(ashbyAt("wrong"))).outcome).toBe("refused");
  });

  it("checks Workable scope by scope", async () => {
    expect((await testAtsAccess(workable())).missing).toEqual([]);
    wk.deniedScopes = new Set(["w_candidates"]);
    try {
      expect((await testAtsAccess(workable())).summary).toBe(
        "Key accepted. Can list jobs with their stages and read candidates. Missing: comment on, move and disqualify " +
          "candidates.",
      );
    } finally {
      wk.deniedScopes = new Set();
    }
  });
});

describe("the rule form's lists", () => {
  it("lists each ATS's open jobs (not closed ones) and a job's stages by name", async () => {
    const greenhouseJobs = await atsRegistry.greenhouse.adapter.listOpenJobs(greenhouse(), 100);
    expect(greenhouseJobs.map((j) => j.name)).toEqual([
      "Backend Engineer",
      "Data Analyst",
      "Site Reliability Engineer",
    ]);
    expect((await atsRegistry.greenhouse.adapter.listStages(greenhouse(), "4242")).map((s) => s.name)).toEqual(
      gh.stages.map((s) => s.name),
    );

    const postings = await atsRegistry.lever.adapter.listOpenJobs(leverAt(), 100);
    expect(postings.map((p) => p.name)).toEqual(["Backend Engineer", "Product Designer"]);
    expect((await atsRegistry.lever.adapter.listStages(leverAt(), postings[0]!.id)).map((s) => s.name)).toEqual(
      lever.stages.map((s) => s.text),
    );

    const ashbyJobs = await atsRegistry.ashby.adapter.listOpenJobs(ashbyAt(), 100);
    expect(ashbyJobs.map((j) => j.name)).toEqual(["Backend Engineer", "Account Executive"]);
    expect((await atsRegistry.ashby.adapter.listStages(ashbyAt(), ashbyJobs[0]!.id)).map((s) => s.name)).toEqual(
      ashby.stages.map((s) => s.title),
    );

    const workableJobs = await atsRegistry.workable.adapter.listOpenJobs(workable(), 100);
    expect(workableJobs).toEqual([
      { id: "BE01", name: "Backend Engineer" },
      { id: "DA02", name: "Data Analyst" },
    ]);
    expect((await atsRegistry.workable.adapter.listStages(workable(), "BE01")).map((s) => s.name)).toContain(
      "Assessment",
    );
  });

  it("follows the ATS's pages and stops at the limit", async () => {
    const extra = Array.from({ length: 150 }, (_, i) => ({ id: 5000 + i, name: `Role ${i}`, status: "open" as const }));
    gh.jobs.push(...extra);
    try {
      expect(await atsRegistry.greenhouse.adapter.listOpenJobs(greenhouse(), 1_000)).toHaveLength(153);
      expect(await atsRegistry.greenhouse.adapter.listOpenJobs(greenhouse(), 120)).toHaveLength(120);
    } finally {
      gh.jobs.splice(gh.jobs.length - extra.length);
    }
  });
});

describe("Test connection when the ATS fails", () => {
  it("does not call a key accepted when no call got an answer about it", async () => {
    gh.faults.serverErrors = 100;
    try {
      const report = await testAtsAccess(greenhouse());
      expect(report.outcome).toBe("unreachable");
      expect(report.summary).toBe("Could not reach Greenhouse: no call got an answer about the key (HTTP 500).");
    } finally {
      gh.faults.serverErrors = 0;
    }
  });
});

describe("Test connection without the acting user", () => {
  it("leaves the writes unchecked and says what to fill in", async () => {
    const report = await testAtsAccess(connectionTo("greenhouse", gh.url, gh.apiKey, null));
    expect(report.missing).toEqual([]);
    expect(report.summary).toContain(
      "Not checked: add notes (fill in the On-Behalf-Of user id first); add attachments (fill in the On-Behalf-Of user id first);",
    );
  });
});
