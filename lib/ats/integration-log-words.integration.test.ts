import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import { callControl } from "@/testing/sandbox/api-client";
import { asAdmin, connectAts, deliveredFor, readyProblem, screenFor } from "../../testing/ats/admin-actions";
import { until } from "../../testing/ats/until";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { describeActivity, type Segment } from "./activity/describe";
import { getActivityExchange } from "./activity/exchange";
import { listAtsActivity } from "./activity/list";
import { db } from "@/lib/db/client";

/**
 * The integration log reads one row per event in the team's words, against the running app and the Greenhouse
 * emulator: a screen issued (naming the candidate and the problem, linked), a stage change no rule matched (and why),
 * the note written when the screen completed, and a delivery that failed with its next try.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const baseUrl = inject("baseUrl");
const hook = `${baseUrl}/api/ats/greenhouse/webhook`;
let gh: GreenhouseEmulator;
let problemId: string;
const started = new Date();

beforeAll(async () => {
  gh = await startGreenhouseEmulator();
  problemId = await readyProblem();
  await connectAts(
    { ats: "greenhouse", apiKey: gh.apiKey, webhookSecret: gh.secret, baseUrl: gh.url, actingUserId: gh.userId },
    [],
  );
  // The rule as the form saves it once picked from the lists: the job's name beside its id.
  await asAdmin("addAtsRuleAction", {
    ats: "greenhouse",
    jobId: "4242",
    jobName: "Backend Engineer",
    stageName: "Screening",
    problemId,
  });
}, 180_000);
afterAll(async () => {
  // The failed delivery waits for its next try: later files on this database count what a disconnect cancels.
  await db.outboxMessage.updateMany({
    where: { targetKind: "ats", createdAt: { gte: started }, status: "pending" },
    data: { status: "cancelled", lastError: "Left by the integration-log test" },
  });
  await gh?.close();
});

const words = (segments: Segment[]) => segments.map((s) => (typeof s === "string" ? s : s.text)).join("");

/** This file's events in words, newest first (one page: nothing else writes Greenhouse events meanwhile). */
async function lines() {
  const page = await listAtsActivity("greenhouse", null);
  return page.rows
    .filter((row) => row.at >= started)
    .map((row) => ({
      row,
      line: describeActivity(row, {
        atsLabel: "Greenhouse",
        noteName: "note",
        candidateName: row.candidateId ? (page.candidateNames.get(row.candidateId) ?? null) : null,
        problemName: row.problemId ? (page.problemNames.get(row.problemId) ?? null) : null,
        delivery: row.outboxId ? (page.deliveries.get(row.outboxId) ?? null) : null,
        time: (date) => date.toISOString(),
      }),
    }));
}
const lineSaying = (text: string) =>
  until(`a log row saying ${text}`, async () =>
    (await lines()).find(({ line }) => words(line.headline).includes(text)),
  ).catch(async (error: unknown) => {
    const seen = (await lines()).map(({ line }) => `${words(line.headline)} | ${line.detail}`);
    throw new Error(`${String(error)}; the rows: ${JSON.stringify(seen, null, 1)}`);
  });

const applicationIn = (jobId: number, name: string) =>
  gh.addApplication({ jobId, name, email: `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.test` });

describe("the integration log in words", () => {
  it("says a screen was issued, for whom and on what, linking both", async () => {
    const application = applicationIn(4242, "Ada Wordsworth");
    expect(await gh.sendStageChange(hook, application.id, "Screening")).toBe(200);
    const { line, row } = await lineSaying("Screen issued for Ada Wordsworth on ");
    expect(line.headline[1]).toEqual({ text: "Ada Wordsworth", href: `/candidates/${row.candidateId}` });
    expect(line.headline[3]).toMatchObject({ href: `/problems/${problemId}` });
    expect(line.detail).toBe("Greenhouse: Backend Engineer (job 4242) / Screening.");
    // Its raw exchange: the web hook as received.
    const exchange = await getActivityExchange(row.id);
    expect(exchange!.calls.map((call) => `${call.direction} ${call.method} ${call.url}`)).toEqual([
      "in POST /api/ats/greenhouse/webhook",
    ]);
  });

  it("says no rule matched, and why: the job's rules, or that no rule names the job", { timeout: 90_000 }, async () => {
    const onsite = applicationIn(4242, "Bo Onsite");
    expect(await gh.sendStageChange(hook, onsite.id, "Onsite")).toBe(200);
    const sameJob = await lineSaying("No rule matched Backend Engineer (job 4242) / Onsite");
    expect(sameJob.line.detail).toBe("Rules exist for this job's “Screening” only.");
    expect(sameJob.line.tone).toBe("warning");

    const analyst = applicationIn(4243, "Cy Analyst");
    expect(await gh.sendStageChange(hook, analyst.id, "Screening")).toBe(200);
    const otherJob = await lineSaying("No rule matched Data Analyst (job 4243) / Screening");
    // Other files' rules may stand on this database beside this file's one: at least one other job.
    expect(otherJob.line.detail).toMatch(/^No rule names this job; rules exist for \d+ other jobs?\.$/);
  });

  it(
    "says the note was written when the screen completed, and a failed delivery's next try",
    { timeout: 180_000 },
    async () => {
      const first = applicationIn(4242, "Di Noted");
      expect(await gh.sendStageChange(hook, first.id, "Screening")).toBe(200);
      const screen = await screenFor("greenhouse", first.id);
      await callControl("POST", `/assessments/${screen.interviewId}/advance`, { body: { to: "Completed" } });
      await deliveredFor(screen.id, 1);
      const note = await lineSaying("Note written to Greenhouse for Di Noted");
      expect(note.line.tone).toBe("success");
      expect(note.row.outboxId).not.toBeNull();
      expect(gh.candidates.get(first.candidate_id)!.notes[0]!.body).toMatch(
        /\nSent by the screening dashboard \(update [0-9a-f-]{36}\)$/,
      );

      const second = applicationIn(4242, "Ed Unlucky");
      expect(await gh.sendStageChange(hook, second.id, "Screening")).toBe(200);
      const failing = await screenFor("greenhouse", second.id);
      gh.faults.serverErrors = 1_000_000;
      try {
        await callControl("POST", `/assessments/${failing.interviewId}/advance`, { body: { to: "Completed" } });
        const failed = await until(
          "the failed delivery waiting for its next try",
          async () =>
            (await lines()).find(
              ({ line }) =>
                words(line.headline) === "Could not send the results to Greenhouse for Ed Unlucky" &&
                line.detail?.includes("Next try at"),
            ),
          90_000,
        );
        expect(failed.line.detail).toMatch(
          /^Greenhouse answered HTTP 500: Internal error\. Next try at \d{4}-\d\d-\d\dT/,
        );
        expect(failed.line.tone).toBe("danger");
        // Its raw exchange: the calls of that attempt, the read that failed included.
        const exchange = await getActivityExchange(failed.row.id);
        expect(exchange!.calls.length).toBeGreaterThan(0);
        expect(
          exchange!.calls.every((call) => call.outboxId === failed.row.outboxId && call.attempt === failed.row.attempt),
        ).toBe(true);
        expect(exchange!.calls.at(-1)!.status).toBe(500);
      } finally {
        gh.faults.serverErrors = 0;
      }
    },
  );
});
