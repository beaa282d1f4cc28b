import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startWorkableEmulator } from "../../../emulators/workable/emulator";
import type { WorkableEmulator } from "../../../emulators/workable/model";
import type { OpenConnection, StageChange } from "../adapter";

/*
 * The adapter's reads against the emulator, without the app: polling a rule's stage page by page (which the
 * integration test does not reach), the stage a web hook names resolved to the job's pipeline, and the Bearer
 * header. The integration log (a database write) is left out.
 */
vi.mock("@/lib/env", () => ({
  env: { ATS_CALLBACK_HOSTS: "127.0.0.1" },
  sandboxEnabled: false,
  ownOrigin: "http://127.0.0.1:3000",
}));
vi.mock("@/lib/db/client", () => ({ db: { atsLogEntry: { create: async () => ({}) } } }));
const { workableAdapter } = await import("./workable-api");

let wk: WorkableEmulator;
let connection: OpenConnection;
beforeAll(async () => {
  wk = await startWorkableEmulator();
  connection = {
    ats: "workable",
    endpoint: { ats: "workable", baseUrl: wk.url, authorization: workableAdapter.authorization!(wk.token) },
    actingUserId: wk.member.id,
    scoreFieldId: null,
    moveOnDecision: false,
    rejectReasonId: null,
    advanceStageId: null,
    rejectStageId: null,
  };
});
afterAll(() => wk?.close());

const collect = async (changes: AsyncGenerator<StageChange>) => {
  const all: StageChange[] = [];
  for await (const change of changes) all.push(change);
  return all;
};

describe("the Workable adapter against the emulator", () => {
  it("sends the token as a Bearer token", () => {
    expect(workableAdapter.authorization!("tok")).toBe("Bearer tok");
  });

  it("polls a rule's stage by its slug, page by page, leaving out disqualified candidates and other jobs", async () => {
    const add = (shortcode: string, i: number) =>
      wk.addCandidate({ shortcode, name: `Poll ${i}`, email: `poll.${shortcode}.${i}@example.test` });
    const inStage = Array.from({ length: 130 }, (_, i) => add("POLL01", i));
    for (const c of inStage) c.stage = "technical-assessment";
    inStage[5]!.disqualified = true;
    add("POLL01", 999); // still in Applied
    add("OTHER1", 0).stage = "technical-assessment";

    const found = await collect(workableAdapter.pollStage(connection, { jobId: "POLL01", stageName: " assessment " }));
    expect(found).toHaveLength(129);
    expect(new Set(found.map((c) => c.applicationId)).size).toBe(129);
    expect(found[0]).toMatchObject({ jobId: "POLL01", stageName: "Assessment", stageId: "technical-assessment" });
    const lists = wk.calls.filter((c) => c.path === "/spi/v3/candidates");
    expect(lists.map((c) => c.query.since_id ?? null)).toEqual([null, inStage[100]!.id]);
    expect(lists.every((c) => c.query.shortcode === "POLL01" && c.query.stage === "technical-assessment")).toBe(true);
  });

  it("finds nothing for a stage the job does not have", async () => {
    expect(await collect(workableAdapter.pollStage(connection, { jobId: "POLL01", stageName: "Nope" }))).toEqual([]);
  });

  it("reads a web hook's candidate with its stage named as the pipeline names it", async () => {
    const candidate = wk.addCandidate({ shortcode: "HOOK01", name: "Hook Able", email: "hook@example.test" });
    const payload = { data: { id: candidate.id, name: "Hook Able", job: { shortcode: "HOOK01" }, stage: "interview" } };
    expect(await workableAdapter.stageChangeOf(connection, "candidate_moved", payload)).toMatchObject({
      applicationId: candidate.id,
      stageName: "Interview",
      stageId: "interview",
      candidateEmail: null,
    });
    expect(await workableAdapter.stageChangeOf(connection, "candidate_created", payload)).toBeNull();
  });
});
