import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { callApi, callControl, eventually, issueTestScreen, sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { defaultReviewSettings } from "./review-settings-schema";

/**
 * Blind review of location and network flags, against the running app: a screen whose candidate signed in through a
 * Tor exit in Frankfurt and a home line in Philadelphia half an hour apart. A blind recruiter's page (HTML and React
 * payload alike) carries the countries, the kinds of network, the distance and the time, never an address, a city, an
 * operator or the reporting system; an admin's carries them all (so the data is there to leak). The server refuses a
 * verdict reason of another kind of flag, and a verdict stored with a reason no longer offered still shows.
 */
const baseUrl = inject("baseUrl");
const actions = listServerActions();
const tag = randomBytes(4).toString("hex");
const call = async (name: string, args: unknown, cookie: string) => {
  const action = actions.find((a) => a.name === name);
  if (!action) throw new Error(`no server action ${name}`);
  return (await callAction(baseUrl, action, args, cookie)).result as { ok: boolean; message?: string };
};
const page = async (path: string, cookie: string) => (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).text();
/** Whether a body holds a text as is, HTML-escaped or JSON-escaped (the React payload). */
const holds = (body: string, text: string) =>
  [text, text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"), JSON.stringify(text).slice(1, -1)].some((form) =>
    body.includes(form),
  );

const TOR = "185.220.101.42";
const HOME = "73.12.34.56";
const secrets = [TOR, HOME, "Frankfurt", "Philadelphia", "Stiftung Erneuerbare Freiheit", "Comcast", `okta-${tag}`];

let admin: string;
let recruiter: string;
let recruiterId: string;
let interviewId: string;
let stored: { value: unknown } | undefined;

const report = (candidateId: string, ipAddress: string, source: string, minutesAgo: number) =>
  callApi("POST", `/candidates/${candidateId}/ip-telemetry`, {
    body: { ipAddress, source, observedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
  });

beforeAll(async () => {
  admin = await signIn(baseUrl, "admin@sandbox.test");
  const email = `blind-evidence-${tag}@example.test`;
  const password = "a-long-blind-evidence-password";
  const created = await call(
    "createUserAction",
    { email, name: `Blind Evidence ${tag}`, role: "recruiter", password },
    admin,
  );
  expect(created).toMatchObject({ ok: true });
  recruiterId = (await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]))[0]!.id;
  recruiter = await signIn(baseUrl, email, password);

  const screen = await issueTestScreen();
  interviewId = screen.interviewId;
  expect((await report(screen.candidateId, TOR, `okta-${tag}`, 30)).status).toBe(202);
  expect((await report(screen.candidateId, HOME, `okta-${tag}`, 60)).status).toBe(202);
  await eventually(async () => {
    const rows = await sql(`SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1 AND "enrichedAt" IS NOT NULL`, [
      screen.candidateId,
    ]);
    return rows.length === 2 ? true : undefined;
  });
  await callControl("POST", `/assessments/${interviewId}/advance`, { body: { to: "Completed" } });

  [stored] = await sql<{ value: unknown }>(`SELECT value FROM app_setting WHERE key = 'review.settings'`);
  const blind = { ...defaultReviewSettings, blindRoles: ["recruiter"] };
  expect(await call("setReviewSettingsAction", blind, admin)).toMatchObject({ ok: true });
}, 60_000);

afterAll(async () => {
  if (stored) await sql(`UPDATE app_setting SET value = $1 WHERE key = 'review.settings'`, [stored.value]);
  else await sql(`DELETE FROM app_setting WHERE key = 'review.settings'`);
  if (interviewId) {
    await sql(`DELETE FROM flag_review WHERE "interviewId" = $1`, [interviewId]);
    await sql(`DELETE FROM flag_review_change WHERE "interviewId" = $1`, [interviewId]);
  }
});

describe("location and network flags under blind review", () => {
  it("show a blind reviewer countries, kinds of network, distance and time, and no address, city or operator", async () => {
    const sighted = await page(`/results/${interviewId}`, admin);
    for (const secret of [TOR, "Frankfurt", "Philadelphia"]) expect(holds(sighted, secret), secret).toBe(true);

    const blind = await page(`/results/${interviewId}`, recruiter);
    expect(blind).toMatch(/Results of Candidate [A-Z2-7]{6}/);
    expect(holds(blind, "Countries: United States and Germany.")).toBe(true);
    expect(holds(blind, "Network: Tor.")).toBe(true);
    expect(blind).toMatch(/About 6,[0-9]00 km between the places farthest apart\./);
    expect(holds(blind, "30 min from the first reading to the last.")).toBe(true);
    for (const secret of secrets) expect(holds(blind, secret), secret).toBe(false);
  });

  it("refuses a reason of another kind of flag on the server, and takes the flag's own", async () => {
    // A verdict is on a stored flag: the result is stored after the page's response, or by its webhook.
    await eventually(async () =>
      (await sql(`SELECT 1 FROM result_flag WHERE "interviewId" = $1`, [interviewId])).length ? true : undefined,
    );
    const verdict = (reason: string) =>
      call(
        "reviewFlagAction",
        { interviewId, flagId: "location-mismatch", verdict: "cleared", reason, note: "" },
        recruiter,
      );
    expect(await verdict("Own code pasted")).toMatchObject({
      ok: false,
      message: "Choose a reason from the list for a cleared location flag.",
    });
    expect(await verdict("Other")).toMatchObject({
      ok: false,
      message: "Say why in the note when the reason is Other.",
    });
    const travel = await verdict("Travel explains it");
    expect(travel, travel.message).toMatchObject({ ok: true });
    const [row] = await sql(`SELECT verdict, reason FROM flag_review WHERE "interviewId" = $1 AND "flagId" = $2`, [
      interviewId,
      "location-mismatch",
    ]);
    expect(row).toEqual({ verdict: "cleared", reason: "Travel explains it" });
  });

  it("still shows a verdict given with a reason no longer offered", async () => {
    // As stored before reasons depended on the kind of flag: the old default list gave any flag "Pasted solution".
    await sql(
      `INSERT INTO flag_review ("interviewId", "flagId", "reviewerId", verdict, reason, note, level, "updatedAt")
       VALUES ($1, 'network-concealment', $2, 'confirmed', 'Pasted solution', 'old note ${tag}', 'critical', now())`,
      [interviewId, recruiterId],
    );
    await sql(
      `INSERT INTO flag_review_change (id, "interviewId", "flagId", "reviewerId", verdict, reason, note)
       VALUES (gen_random_uuid()::text, $1, 'network-concealment', $2, 'confirmed', 'Pasted solution', 'old note ${tag}')`,
      [interviewId, recruiterId],
    );
    const blind = await page(`/results/${interviewId}`, recruiter);
    expect(holds(blind, "Pasted solution")).toBe(true);
    expect(holds(blind, `old note ${tag}`)).toBe(true);
  });
});
