import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, completeScreen, eventually, issueTestScreen, sleep, sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";

/**
 * "Issue a retake" against the running app and its sandbox: a completed result gets a new screen of the same
 * problem, linked both ways on the results pages; asked again while that screen waits, the service's 409 (one
 * unstarted screen per candidate and problem) is explained and the waiting screen stays the one retake.
 */
const baseUrl = inject("baseUrl");
const recommend = listServerActions().find((a) => a.name === "recommendRetakeAction")!;
let cookie: string;

beforeAll(async () => {
  cookie = await signIn(baseUrl, "recruiter@sandbox.test");
});

const page = async (interviewId: string) =>
  (await fetch(`${baseUrl}/results/${interviewId}`, { headers: { cookie } })).text();

describe("retake", () => {
  it("issues a new screen of the same problem and links the two results both ways", async () => {
    const { interviewId: original, candidateId, problemId } = await issueTestScreen();
    await completeScreen(original);
    await eventually(async () => {
      const rows = await sql(`SELECT 1 FROM mirror_screen WHERE id = $1 AND status = 'Completed'`, [original]);
      return rows.length ? true : undefined;
    }, 60_000);

    const first = await callAction(
      baseUrl,
      recommend,
      { interviewId: original, shouldSendEmail: false, inviteEmailLocale: "fr" },
      cookie,
    );
    expect(first.result).toMatchObject({ ok: true, data: { outcome: "issued" } });
    const retake = (first.result as { data: { retakeInterviewId: string } }).data.retakeInterviewId;
    const screens = await sql<{ id: string; problemId: string; shouldSendEmail: boolean; inviteEmailLocale: string }>(
      `SELECT id, "problemId", "shouldSendEmail", "inviteEmailLocale" FROM sandbox.assessment WHERE "candidateId" = $1 ORDER BY "createdAt"`,
      [candidateId],
    );
    expect(screens.map((s) => s.id)).toEqual([original, retake]);
    // Issued as the dialog said: the same problem, no invitation email, asked in French.
    expect(screens[1]).toMatchObject({ problemId, shouldSendEmail: false, inviteEmailLocale: "fr" });

    // The retake has not started: the service refuses a second unstarted screen, and nothing new is linked.
    const again = await callAction(
      baseUrl,
      recommend,
      { interviewId: original, shouldSendEmail: true, inviteEmailLocale: "en" },
      cookie,
    );
    expect(again.result).toMatchObject({ ok: true, data: { outcome: "already-issued", retakeInterviewId: retake } });
    expect(await sql(`SELECT 1 FROM result_retake WHERE "originalInterviewId" = $1`, [original])).toHaveLength(1);
    expect(
      await sql(`SELECT 1 FROM audit_event WHERE action = 'result.retake' AND "targetId" = $1`, [original]),
    ).toHaveLength(2);

    await completeScreen(retake);
    // Each look at the page reads the results through the API, whose rate limit every file of the suite shares:
    // look once a second, and say what the service answered should the banner never come.
    let lastAnswer = 0;
    await eventually(
      async () => {
        const html = await page(retake);
        if (html.includes("This result is a retake of")) return html;
        lastAnswer = (await callApi("GET", `/results/${retake}`)).status;
        await sleep(1_000);
        return undefined;
      },
      90_000,
      () => `the retake's page to name its original (the results API last answered ${lastAnswer})`,
    );
    // The original lists its retake, with the retake's status read from the dashboard's copy. Each look reads the
    // original's results through the shared rate limit too (the review column waits for them): once a second, and
    // say what the page and the copy showed should the line never come.
    let seen = "";
    await eventually(
      async () => {
        const html = await page(original);
        const list = html.match(/aria-label="Retakes of this result">(.*?)<\/ul>/)?.[1];
        if (list?.includes(`/results/${retake}`) && list.includes("completed, score")) return true;
        const [copy] = await sql<{ status: string; score: number | null }>(
          `SELECT status, score FROM mirror_screen WHERE id = $1`,
          [retake],
        );
        seen = `${list === undefined ? "no retake list" : `the list "${list.replace(/<[^>]+>/g, " ").trim()}"`}, the copy ${copy ? `${copy.status} (score ${copy.score})` : "without the retake"}`;
        await sleep(1_000);
        return undefined;
      },
      90_000,
      () => `the original's page to list its completed retake (last seen: ${seen})`,
    );
  }, 300_000);

  it("refuses a screen that has not completed, with the reason", async () => {
    const { interviewId } = await issueTestScreen();
    await eventually(async () => {
      const rows = await sql(`SELECT 1 FROM mirror_screen WHERE id = $1`, [interviewId]);
      return rows.length ? true : undefined;
    }, 60_000);
    const refused = await callAction(
      baseUrl,
      recommend,
      { interviewId, shouldSendEmail: true, inviteEmailLocale: "en" },
      cookie,
    );
    expect(refused.result).toMatchObject({ ok: false, message: "Only a completed screen can be sent to a retake." });
  }, 120_000);
});
