import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "../../testing/inject";
import type { Results } from "@/lib/api-contract/responses";
import { db } from "@/lib/db/client";
import { saveResults } from "@/lib/sync/mirror/results";
import { eventually, sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { startSmtpCatcher } from "../../emulators/smtp/catcher";
import { defaultReviewSettings } from "./review-settings-schema";

/**
 * Work routed to people, against the running app: a second opinion asked of a named teammate (reassigned, never
 * doubled; done when anyone agrees or the verdict changes), calibration rounds with members and a due date, the
 * "Waiting for you" page and its count in the navigation, the emails (only the person named gets one; under blind
 * review they name the pseudonym), and who may do what. Results are stored straight into the app's database (an old
 * completion, so nobody is told of it); their candidate is a seeded one, so the copy holds its name.
 */
vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"));

const baseUrl = inject("baseUrl");
const actions = listServerActions();
const tag = randomBytes(4).toString("hex");
const password = "a-long-routing-password";
const call = async (name: string, args: unknown, cookie?: string) => {
  const action = actions.find((a) => a.name === name);
  if (!action) throw new Error(`no server action ${name}`);
  return (await callAction(baseUrl, action, args, cookie)).result as {
    ok: boolean;
    code?: string;
    data?: Record<string, unknown>;
    message?: string;
  };
};
const html = async (path: string, cookie: string) => (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).text();
/**
 * Whether a page shows a text: in its HTML, or in the React payload that streams what a loading boundary held back
 * (JSON strings there, where HTML would have escaped it).
 */
const shows = (page: string, text: string) =>
  [
    text,
    text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;"),
    JSON.stringify(text).slice(1, -1),
  ].some((form) => page.includes(form));
/** The count beside "Waiting for you" in the navigation, 0 when none shows. */
const badge = (page: string) =>
  Number(/>Waiting for you(?:<\/span>)?(?:<!-- -->)? ?<span[^>]*>(\d+)<\/span>/.exec(page)?.[1] ?? 0);

interface Person {
  email: string;
  name: string;
  id: string;
  cookie: string;
}
/**
 * One person per scenario that checks an email: alerts to one reader are at least 15 s apart here, and what waits
 * meanwhile goes as one summary, so a reader shared by two scenarios could get theirs merged.
 */
const roles = {
  asker: "recruiter",
  rita: "recruiter",
  otto: "manager",
  bea: "recruiter",
  cara: "recruiter",
  dora: "manager",
} as const;
const people: Record<keyof typeof roles, Person> = {} as never;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let candidate: { id: string; name: string };
const interviews: string[] = [];
const flag = (id: string) => ({ id, title: `${id} check ${tag}`, description: "", level: "critical" });

function results(n: number): Results {
  const interviewId = `int_rr_${tag}_${n}`;
  interviews.push(interviewId);
  return {
    candidate_id: candidate.id,
    interview_id: interviewId,
    problem_id: `prob_rr_${tag}`,
    score: 50,
    analysis: null,
    completed_at: "2020-06-01T12:00:00.000Z",
    completion_time_seconds: 1800,
    integrity_report: {
      risk: "high",
      explanation: "",
      flags: [flag("second-face"), flag("paste-bursts")],
      passing_flags: [],
    },
    settings: { external_resource_mode: "CLOSED", spoken_locale: "en" },
  };
}

const confirm = (who: Person, interviewId: string, flagId: string, reason = "Clear from the evidence") =>
  call("reviewFlagAction", { interviewId, flagId, verdict: "confirmed", reason, note: "" }, who.cookie);
const ask = (who: Person, interviewId: string, flagId: string, to: Person, note = "") =>
  call("askSecondOpinionAction", { interviewId, flagId, assigneeId: to.id, note }, who.cookie);
const openRequests = (interviewId: string, flagId: string) =>
  sql<{ assigneeId: string }>(
    `SELECT "assigneeId" FROM review_request WHERE "interviewId" = $1 AND "flagId" = $2 AND "doneAt" IS NULL AND "cancelledAt" IS NULL`,
    [interviewId, flagId],
  );
const mailsAbout = (person: Person, subject: string) => smtp.to(person.email).filter((m) => m.subject === subject);

beforeAll(async () => {
  smtp = await startSmtpCatcher(inject("smtpPort"));
  admin = await signIn(baseUrl, "admin@sandbox.test");
  for (const [key, role] of Object.entries(roles) as [keyof typeof roles, string][]) {
    const email = `${key}-${tag}@example.test`;
    const name = `${key[0]!.toUpperCase()}${key.slice(1)} Routed ${tag}`;
    expect(await call("createUserAction", { email, name, role, password }, admin)).toMatchObject({ ok: true });
    const [row] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
    people[key] = { email, name, id: row!.id, cookie: await signIn(baseUrl, email, password) };
  }
  const [seeded] = await sql<{ id: string; name: string }>(
    `SELECT id, name FROM mirror_candidate WHERE "goneAt" IS NULL AND length(name) > 3 ORDER BY id LIMIT 1`,
  );
  candidate = seeded!;
  for (let n = 1; n <= 4; n += 1) await saveResults(results(n));
});

afterAll(async () => {
  await smtp?.close();
  for (const table of ["review_request", "flag_review", "flag_review_change", "result_flag", "result_snapshot"])
    await sql(`DELETE FROM ${table} WHERE "interviewId" = ANY($1)`, [interviews]);
  await sql(`DELETE FROM flag_tally WHERE "problemId" = $1`, [`prob_rr_${tag}`]);
  await db.$disconnect();
});

describe("asking a named teammate for a second opinion", () => {
  it("reassigns a request asked again (audited) instead of doubling it, and emails only the person named now", async () => {
    const { asker, rita, otto } = people;
    const interviewId = interviews[0]!;
    // Rita had an alert a moment ago, so hers waits out the cooldown (15 s here): the request is reassigned before
    // her email leaves, and it must then not tell her of it.
    await sql(
      `INSERT INTO digest_setting (user_id, last_alert_at, updated_at) VALUES ($1, now(), now())
       ON CONFLICT (user_id) DO UPDATE SET last_alert_at = now()`,
      [rita.id],
    );
    // Nothing to ask about before a confirmed verdict.
    expect(await ask(asker, interviewId, "second-face", rita)).toMatchObject({ ok: false });
    expect(await confirm(asker, interviewId, "second-face")).toMatchObject({ ok: true });
    expect(await ask(asker, interviewId, "second-face", asker)).toMatchObject({
      ok: false,
      message: "They confirmed this flag: a second opinion must come from someone else.",
    });
    expect(await ask(asker, interviewId, "second-face", rita, "Look at minute 12")).toMatchObject({
      ok: true,
      data: { outcome: "asked" },
    });
    expect(badge(await html("/inbox", rita.cookie))).toBe(1);

    expect(await ask(asker, interviewId, "second-face", otto, "Rita is away")).toMatchObject({
      ok: true,
      data: { outcome: "reassigned" },
    });
    expect(await ask(asker, interviewId, "second-face", otto, "Rita is away this week")).toMatchObject({
      ok: true,
      data: { outcome: "unchanged" },
    });
    expect(await openRequests(interviewId, "second-face")).toEqual([{ assigneeId: otto.id }]);
    const [reassigned] = await sql<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_event WHERE action = 'review-request.reassign' AND "targetId" = $1`,
      [interviewId],
    );
    expect(reassigned).toMatchObject({
      before: { flagId: "second-face", assigneeId: rita.id },
      after: { flagId: "second-face", assigneeId: otto.id },
    });

    // Rita's request was cancelled: off her page. Otto's page has it, with who asked and the note.
    const ritaPage = await html("/inbox", rita.cookie);
    expect(badge(ritaPage)).toBe(0);
    expect(shows(ritaPage, "Nothing is waiting for you")).toBe(true);
    const ottoPage = await html("/inbox", otto.cookie);
    expect(badge(ottoPage)).toBe(1);
    expect(shows(ottoPage, `second-face check ${tag}`)).toBe(true);
    expect(shows(ottoPage, `${asker.name} asked you`)).toBe(true);
    expect(shows(ottoPage, "Rita is away this week")).toBe(true);
    expect(shows(ottoPage, `/results/${interviewId}#flag-second-face`)).toBe(true);
    // A manager reads sighted: the candidate by name.
    expect(shows(ottoPage, candidate.name)).toBe(true);

    // The person asked now got one email. Rita was told in the app when asked, but her deferred alert found the
    // request no longer hers and sent nothing; the asker and everyone else got none.
    const subject = `${asker.name} asked you for a second opinion`;
    const [toOtto] = await eventually(async () => {
      const mails = mailsAbout(otto, subject);
      return mails.length ? mails : undefined;
    }, 60_000);
    expect(toOtto!.text).toContain(`/results/${interviewId}#flag-second-face`);
    expect(toOtto!.text).not.toContain("Rita is away");
    const told = await sql<{ userId: string }>(
      `SELECT DISTINCT user_id AS "userId" FROM notification WHERE kind = 'second-opinion-requested' AND facts->>'interviewId' = $1`,
      [interviewId],
    );
    expect(told.map((t) => t.userId).sort()).toEqual([rita.id, otto.id].sort());
    await eventually(async () => {
      const [pending] = await sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM outbox_message
         WHERE "targetKind" = 'email' AND payload->>'type' = 'alerts' AND payload->>'userId' = $1
           AND status <> 'delivered'`,
        [rita.id],
      );
      return pending!.count === 0 ? true : undefined;
    }, 60_000);
    expect(mailsAbout(rita, subject)).toHaveLength(0);
    expect(smtp.mails.filter((m) => m.subject === subject)).toHaveLength(1);
  }, 120_000);

  it("is done when anyone records the second opinion, whoever was asked", async () => {
    const { asker, otto } = people;
    const interviewId = interviews[0]!;
    expect(await call("agreeWithVerdictAction", { interviewId, flagId: "second-face" }, admin)).toMatchObject({
      ok: true,
    });
    expect(await openRequests(interviewId, "second-face")).toEqual([]);
    const page = await html("/inbox", otto.cookie);
    expect(badge(page)).toBe(0);
    expect(shows(page, "Nothing is waiting for you")).toBe(true);
    // A flag with its second opinion takes no more requests.
    expect(await ask(asker, interviewId, "second-face", otto)).toMatchObject({
      ok: false,
      message: "This verdict already has a second opinion.",
    });
  });

  it("stays open while the verdict is only restated, and is done once the verdict changes", async () => {
    const { asker, rita } = people;
    const interviewId = interviews[1]!;
    expect(await confirm(asker, interviewId, "paste-bursts")).toMatchObject({ ok: true });
    expect(await ask(asker, interviewId, "paste-bursts", rita)).toMatchObject({ ok: true });
    expect(await confirm(asker, interviewId, "paste-bursts", "Copied solution")).toMatchObject({ ok: true });
    expect(await openRequests(interviewId, "paste-bursts")).toEqual([{ assigneeId: rita.id }]);
    expect(badge(await html("/inbox", rita.cookie))).toBe(1);

    const cleared = await call(
      "reviewFlagAction",
      { interviewId, flagId: "paste-bursts", verdict: "cleared", reason: "False positive", note: "" },
      asker.cookie,
    );
    expect(cleared).toMatchObject({ ok: true });
    expect(await openRequests(interviewId, "paste-bursts")).toEqual([]);
    const [done] = await sql<{ doneAt: Date | null }>(
      `SELECT "doneAt" FROM review_request WHERE "interviewId" = $1 AND "flagId" = 'paste-bursts'`,
      [interviewId],
    );
    expect(done!.doneAt).not.toBeNull();
    expect(badge(await html("/inbox", rita.cookie))).toBe(0);
  });

  it("names the candidate by pseudonym to a blind reader, on the page and in the email", async () => {
    const { asker, bea } = people;
    const interviewId = interviews[2]!;
    const [stored] = await sql<{ value: unknown }>(`SELECT value FROM app_setting WHERE key = 'review.settings'`);
    const blind = { ...defaultReviewSettings, blindRoles: ["recruiter"] };
    expect(await call("setReviewSettingsAction", blind, admin)).toMatchObject({ ok: true });
    try {
      expect(await confirm(asker, interviewId, "second-face")).toMatchObject({ ok: true });
      expect(await ask(asker, interviewId, "second-face", bea)).toMatchObject({ ok: true });
      const page = await html("/inbox", bea.cookie);
      expect(shows(page, `second-face check ${tag}`)).toBe(true);
      expect(page).toMatch(/Candidate [A-Z2-7]{6}/);
      expect(shows(page, candidate.name)).toBe(false);

      const subject = `${asker.name} asked you for a second opinion`;
      const mail = await eventually(
        async () => mailsAbout(bea, subject).find((m) => m.text?.includes(`/results/${interviewId}#`)),
        60_000,
      );
      expect(mail.text).toMatch(/Candidate [A-Z2-7]{6}/);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(candidate.name);
    } finally {
      if (stored) await sql(`UPDATE app_setting SET value = $1 WHERE key = 'review.settings'`, [stored.value]);
      else await sql(`DELETE FROM app_setting WHERE key = 'review.settings'`);
    }
  }, 90_000);
});

describe("calibration rounds with members and a due date", () => {
  it("tell their members, wait on their page until they decided every result, and show who finished", async () => {
    const { cara, dora } = people;
    const [problem] = await sql<{ problemId: string }>(
      `SELECT "problemId" FROM mirror_screen WHERE status = 'Completed' AND "completedAt" IS NOT NULL AND "goneAt" IS NULL
       GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1 LIMIT 1`,
    );
    const name = `Round ${tag}`;
    const created = await call(
      "createCalibrationSetAction",
      { name, problemId: problem!.problemId, size: 2, memberIds: [cara.id], dueAt: "2020-01-01" },
      admin,
    );
    expect(created).toMatchObject({ ok: false, message: "Choose a due date from today on." });
    const made = await call(
      "createCalibrationSetAction",
      { name, problemId: problem!.problemId, size: 2, memberIds: [cara.id], dueAt: "2099-12-31" },
      admin,
    );
    expect(made).toMatchObject({ ok: true, data: { items: 2, members: 1 } });
    const setId = made.data!.id as string;

    const caraPage = await html("/inbox", cara.cookie);
    expect(shows(caraPage, name)).toBe(true);
    expect(shows(caraPage, "0 of 2 decided")).toBe(true);
    expect(shows(caraPage, "31 Dec 2099")).toBe(true);
    expect(badge(caraPage)).toBeGreaterThanOrEqual(1);
    await eventually(
      async () =>
        mailsAbout(cara, `Ada Admin added you to the calibration round “${name}”`).length ? true : undefined,
      60_000,
    );

    // Dora is added later (told), Cara stays; a recruiter may not change members.
    expect(
      await call("setCalibrationMembersAction", { setId, memberIds: [cara.id, dora.id], dueAt: "" }, cara.cookie),
    ).toMatchObject({ ok: false, code: "forbidden" });
    expect(
      await call("setCalibrationMembersAction", { setId, memberIds: [cara.id, dora.id], dueAt: "2099-12-31" }, admin),
    ).toMatchObject({ ok: true, data: { added: 1, removed: 0 } });
    await eventually(
      async () =>
        mailsAbout(dora, `Ada Admin added you to the calibration round “${name}”`).length ? true : undefined,
      60_000,
    );
    expect(shows(await html("/inbox", dora.cookie), name)).toBe(true);

    const items = await sql<{ interviewId: string }>(`SELECT "interviewId" FROM calibration_item WHERE "setId" = $1`, [
      setId,
    ]);
    for (const { interviewId } of items)
      expect(
        await call("answerCalibrationAction", { setId, interviewId, decision: "hold" }, cara.cookie),
      ).toMatchObject({ ok: true });
    expect(shows(await html("/inbox", cara.cookie), name)).toBe(false);
    const setPage = await html(`/integrity/calibration/${setId}`, dora.cookie);
    // Each member's row: their name, how many they decided, and whether they finished.
    expect(setPage).toMatch(new RegExp(`${cara.name}.{0,600}?2 of 2.{0,600}?Finished`, "s"));
    expect(setPage).toMatch(new RegExp(`${dora.name}.{0,600}?0 of 2.{0,600}?Not finished`, "s"));

    // Removed: off Dora's page; audited.
    expect(
      await call("setCalibrationMembersAction", { setId, memberIds: [cara.id], dueAt: "2099-12-31" }, admin),
    ).toMatchObject({ ok: true, data: { added: 0, removed: 1 } });
    expect(shows(await html("/inbox", dora.cookie), name)).toBe(false);
    const audited = await sql<{ after: { added: string[]; removed: string[] } }>(
      `SELECT after FROM audit_event WHERE action = 'calibration.members' AND "targetId" = $1 ORDER BY at`,
      [setId],
    );
    expect(audited.map((a) => a.after)).toEqual([
      { added: [dora.id], removed: [], dueAt: "2099-12-31" },
      { added: [], removed: [dora.id], dueAt: "2099-12-31" },
    ]);
    await call("closeCalibrationSetAction", { setId }, admin);
  }, 150_000);
});

describe("who may do what", () => {
  it("refuses the signed-out and sends them to sign in from Waiting for you", async () => {
    expect(
      await call("askSecondOpinionAction", {
        interviewId: interviews[3],
        flagId: "second-face",
        assigneeId: people.rita.id,
      }),
    ).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(
      await call("setCalibrationMembersAction", { setId: "00000000-0000-4000-8000-000000000000", memberIds: [] }),
    ).toMatchObject({ ok: false, code: "unauthenticated" });
    const response = await fetch(`${baseUrl}/inbox`, { redirect: "manual" });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("location")).toMatch(/\/sign-in/);
  });

  it("lets every role ask, and refuses a teammate who is disabled", async () => {
    const { asker, rita, otto } = people;
    const interviewId = interviews[3]!;
    expect(await confirm(otto, interviewId, "second-face")).toMatchObject({ ok: true });
    expect(await ask(rita, interviewId, "second-face", asker)).toMatchObject({ ok: true });
    expect(await call("disableUserAction", { userId: rita.id }, admin)).toMatchObject({ ok: true });
    try {
      expect(await ask(asker, interviewId, "second-face", rita)).toMatchObject({
        ok: false,
        message: "Choose an active teammate from the list.",
      });
    } finally {
      await call("enableUserAction", { userId: rita.id }, admin);
    }
  });
});
