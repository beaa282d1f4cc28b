import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import {
  callApi,
  completeScreen,
  createReadyProblem,
  createTestCandidate,
  eventually,
  sql,
} from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";

/**
 * Calibration sets against the running app: an admin builds one from a problem's past results; the recruiter and
 * the hiring manager answer it; neither sees the other's answers (in the HTML or the React payload) until they
 * answered every result, then both see the comparison; a closed set takes no more answers.
 */
const baseUrl = inject("baseUrl");
const actions = listServerActions();
const run = async (name: string, args: unknown, cookie: string) =>
  (
    await callAction(
      baseUrl,
      actions.find((a) => a.name === name)!,
      args,
      cookie,
    )
  ).result as {
    ok: boolean;
    data?: unknown;
    message?: string;
  };
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["admin", "manager", "recruiter"]) cookies[who] = await signIn(baseUrl, `${who}@sandbox.test`);
});

const page = async (who: string, setId: string) =>
  (await fetch(`${baseUrl}/integrity/calibration/${setId}`, { headers: { cookie: cookies[who]! } })).text();

describe("calibration sets", () => {
  it("keep each reviewer's answers from the others until they answered all, then compare them", async () => {
    // A problem of its own: "the newest results of the problem" are then exactly this test's three, whatever other
    // files complete meanwhile (a shared seeded problem once lent this test another file's completion).
    const problemId = await createReadyProblem(undefined, {
      jobDescription: "Backend Engineer: build event pipelines in Python and SQL.",
    });
    const screens: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const candidateIdentifier = await createTestCandidate();
      const issued = await callApi("POST", "/assessments", { body: { candidateIdentifier, problemId } });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const interviewId = issued.body.identifier as string;
      await completeScreen(interviewId);
      screens.push(interviewId);
    }
    // Webhooks bring the completions, then their results (completedAt); should one be slow in a long run, a reconcile ("Sync now") finds them too.
    const started = Date.now();
    let synced = false;
    await eventually(
      async () => {
        const rows = await sql(
          `SELECT 1 FROM mirror_screen WHERE id = ANY($1) AND status = 'Completed' AND "completedAt" IS NOT NULL`,
          [screens],
        );
        if (rows.length === screens.length) return true;
        if (!synced && Date.now() - started > 20_000) synced = (await run("syncNowAction", {}, cookies.admin!)).ok;
        return undefined;
      },
      150_000,
      "the three results in the read model",
    );
    const [row] = await sql<{ problemId: string }>(`SELECT "problemId" FROM mirror_screen WHERE id = $1`, [screens[0]]);
    const problem = row!.problemId;

    expect(
      await run("createCalibrationSetAction", { name: "Panel", problemId: problem, size: 3 }, cookies.recruiter!),
    ).toMatchObject({ ok: false });
    const created = await run(
      "createCalibrationSetAction",
      { name: "Q4 panel", problemId: problem, size: 3 },
      cookies.admin!,
    );
    expect(created).toMatchObject({ ok: true, data: { items: 3 } });
    const setId = (created.data as { id: string }).id;
    const items = await sql<{ interviewId: string }>(
      `SELECT "interviewId" FROM calibration_item WHERE "setId" = $1 ORDER BY position`,
      [setId],
    );
    // The newest completed results of the problem: the three just completed.
    expect(items.map((i) => i.interviewId).sort()).toEqual([...screens].sort());

    const answer = (who: string, interviewId: string, decision: string) =>
      run("answerCalibrationAction", { setId, interviewId, decision }, cookies[who]!);
    const ids = items.map((i) => i.interviewId);
    for (const [i, id] of ids.entries())
      expect(await answer("manager", id, ["advance", "hold", "reject"][i]!), `manager on ${id}`).toMatchObject({
        ok: true,
      });
    expect(await answer("recruiter", ids[0]!, "advance")).toMatchObject({ ok: true });

    // The recruiter answered 1 of 3: the manager's answers are nowhere in what the page sends.
    const partial = await page("recruiter", setId);
    expect(partial).toContain("Other reviewers&#x27; answers stay hidden");
    expect(partial).not.toContain("How the panel agrees");
    expect(partial).not.toMatch(/"decision":"(hold|reject)"/);
    // The manager answered all: the comparison shows, with the recruiter's one answer.
    expect(await page("manager", setId)).toContain("How the panel agrees");

    expect(await answer("recruiter", ids[1]!, "reject")).toMatchObject({ ok: true });
    expect(await answer("recruiter", ids[2]!, "reject")).toMatchObject({ ok: true });
    const full = await page("recruiter", setId);
    expect(full).toContain("How the panel agrees");
    // Two of three alike (advance, then hold vs reject, reject vs reject): Cohen's kappa 0.50 for the pair.
    expect(full).toMatch(/Maya Manager · Rui Recruiter|Rui Recruiter · Maya Manager/);
    expect(full).toContain("0.50");

    expect(await run("closeCalibrationSetAction", { setId }, cookies.admin!)).toMatchObject({ ok: true });
    expect(await answer("recruiter", ids[0]!, "hold")).toMatchObject({
      ok: false,
      message: "This calibration set is closed: it takes no more answers.",
    });
    expect(await page("admin", setId)).toContain("How the panel agrees");
  }, 240_000);
});
