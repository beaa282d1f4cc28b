import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import {
  callApi,
  completeScreen,
  createTestCandidate,
  eventually,
  seededProblem,
  sql,
} from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { startChatReceiver } from "../../emulators/chat/receiver";
import { startSmtpCatcher } from "../../emulators/smtp/catcher";

/**
 * Notifications end to end against the running app: a local SMTP catcher on the port the app's SMTP_URL names,
 * a local chat webhook receiver (CHAT_WEBHOOK_HOSTS=127.0.0.1), and real completions in the sandbox. The app
 * gathers events for 1 s and keeps alerts 15 s apart (integration-setup.ts).
 */
const baseUrl = inject("baseUrl");
const actions = listServerActions();
const action = (name: string) => {
  const found = actions.find((a) => a.name === name);
  if (!found) throw new Error(`no server action ${name}`);
  return found;
};
const run = async (name: string, args: unknown, cookie: string) => {
  const { result } = await callAction(baseUrl, action(name), args, cookie);
  const outcome = result as { ok: boolean; data?: unknown; message?: string };
  if (!outcome?.ok) throw new Error(`${name} failed: ${JSON.stringify(result)}`);
  return outcome.data;
};

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let chat: Awaited<ReturnType<typeof startChatReceiver>>;
let admin: string;
let reader: string;
const email = `notify-${randomBytes(4).toString("hex")}@example.test`;
const password = "a-long-notify-password";
let problemId: string;

/** Issues a screen as the reader (so they follow the candidate), returns its id once the service has it. */
async function issueAsReader(candidateId: string) {
  await run("issueScreenAction", { candidateIdentifier: candidateId, problemId }, reader);
  const [row] = await sql<{ id: string }>(`SELECT id FROM sandbox.assessment WHERE "candidateId" = $1`, [candidateId]);
  return row!.id;
}
/** Completes a screen, waiting out a 429 (other files' work shares the key's budget): a lost completion is no email. */
const complete = (interviewId: string) => completeScreen(interviewId);
const mailsFor = () => smtp.to(email);

beforeAll(async () => {
  smtp = await startSmtpCatcher(inject("smtpPort"));
  chat = await startChatReceiver();
  admin = await signIn(baseUrl, "admin@sandbox.test");
  await run("createUserAction", { email, role: "recruiter", password }, admin);
  reader = await signIn(baseUrl, email, password);
  problemId = (await seededProblem("acme", "Event Pipeline in Python")).id;
});

afterAll(async () => {
  await smtp?.close();
  await chat?.close();
});

describe("notifications", () => {
  it("emails a recruiter when a screen they issued completes, and its one-click link turns that alert off", async () => {
    await run(
      "saveNotificationSettingsAction",
      {
        choices: { "my-screen-completed": "now", "high-risk-completed": "off" },
        digest: { frequency: "daily", hour: 8, weekday: 1 },
      },
      reader,
    );
    const candidateId = await createTestCandidate(undefined, "Ada <b>Notify</b>");
    const interviewId = await issueAsReader(candidateId);
    await complete(interviewId);

    const mail = await eventually(async () => mailsFor().find((m) => m.subject?.includes("Ada <b>Notify</b>")), 60_000);
    expect(mail.subject).toBe("Ada <b>Notify</b> completed Event Pipeline in Python");
    expect(mail.text).toContain(`/results/${interviewId}`);
    expect(mail.html).toContain("Ada &lt;b&gt;Notify&lt;/b&gt;");
    // The raw header lines: mailparser folds List-* headers into a structure of its own.
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = new URL(/<([^>]+)>/.exec(header("list-unsubscribe"))![1]!);
    expect(unsubscribe.pathname).toBe("/api/notifications/unsubscribe");
    // Nothing an email may not carry: no API key, no IP address.
    expect(`${mail.html}${mail.text}`).not.toMatch(/sbx_|\b\d{1,3}(\.\d{1,3}){3}\b/);

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the URL, with no cookie.
    const response = await fetch(`${baseUrl}${unsubscribe.pathname}${unsubscribe.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    const [preference] = await sql(
      `SELECT p.delivery FROM notification_preference p JOIN "User" u ON u.id = p.user_id WHERE u.email = $1 AND p.kind = 'my-screen-completed'`,
      [email],
    );
    expect(preference.delivery).toBe("off");
    const forged = await fetch(`${baseUrl}${unsubscribe.pathname}?token=${unsubscribe.searchParams.get("token")}x`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
  }, 90_000);

  it("sends the digest at once on request, with what waits for the reader's decision", async () => {
    const before = mailsFor().length;
    expect(await run("sendDigestNowAction", {}, reader)).toEqual({ email });
    const digest = await eventually(
      async () =>
        mailsFor()
          .slice(before)
          .find((m) => m.subject?.startsWith("Your screening digest")),
      60_000,
    );
    expect(digest.text).toContain("Waiting for you");
    expect(digest.text).toContain("Ada <b>Notify</b> completed Event Pipeline in Python");
    // The count it opens with links to what it counts.
    expect(digest.text).toMatch(
      /^See the [\d,]+ completed screens?: http\S+\/assessments\?status=Completed&since=\S+$/m,
    );
    expect(digest.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toContain(
      "/api/notifications/unsubscribe?token=",
    );
  }, 90_000);

  it("sends a test email at once to the person asking, says where it went, refuses a second at once, and fails in words", async () => {
    const tester = `test-email-${randomBytes(4).toString("hex")}@example.test`;
    await run("createUserAction", { email: tester, role: "recruiter", password }, admin);
    const session = await signIn(baseUrl, tester, password);
    // Sent before the action answers: no outbox, no wait.
    expect(await run("sendTestEmailAction", {}, session)).toEqual({ to: tester, mode: "smtp" });
    const [mail, ...more] = smtp.to(tester);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Test email from the screening dashboard");
    expect(mail!.text).toContain(`arrive the same way, at ${tester}`);
    const again = await callAction(baseUrl, action("sendTestEmailAction"), {}, session);
    expect(again.result).toMatchObject({ ok: false, message: expect.stringMatching(/less than 30 s ago/) });
    const [audited] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_event WHERE action = 'notifications.test-email' AND "actorEmail" = $1`,
      [tester],
    );
    expect(audited!.n).toBe(1);

    // The mail server's refusal, in its own words, for someone else (the spacing is per person).
    const other = `test-email-${randomBytes(4).toString("hex")}@example.test`;
    await run("createUserAction", { email: other, role: "recruiter", password }, admin);
    smtp.fail(550);
    try {
      const refused = await callAction(
        baseUrl,
        action("sendTestEmailAction"),
        {},
        await signIn(baseUrl, other, password),
      );
      expect(refused.result).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^The test email did not leave: 127\.0\.0\.1:\d+ refused the message: 550 /),
      });
    } finally {
      smtp.fail(null);
    }
  });

  it("turns a burst of completions into one summary, not an email each", async () => {
    await run(
      "saveNotificationSettingsAction",
      {
        choices: { "my-screen-completed": "now", "high-risk-completed": "off" },
        digest: { frequency: "off", hour: 8, weekday: 1 },
      },
      reader,
    );
    const before = mailsFor().length;
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await issueAsReader(await createTestCandidate(undefined, `Burst ${i}`)));
    await Promise.all(ids.map((id) => complete(id)));

    // Every completion is carried by a message, and all of them by at most two (the first gathered second, then
    // one summary after the 15 s cooldown) when they arrive within the cooldown: never twelve. A loaded machine may
    // spread the twelve arrivals over longer; each further cooldown they span may take one more summary.
    const carriers = await eventually(async () => {
      const rows = await sql<{ message_id: string | null; created_at: Date }>(
        `SELECT n.message_id, n.created_at FROM notification n JOIN "User" u ON u.id = n.user_id
         WHERE u.email = $1 AND n.kind = 'my-screen-completed' AND n.subject_id = ANY($2)`,
        [email, ids],
      );
      return rows.length === ids.length && rows.every((r) => r.message_id) ? rows : undefined;
    }, 90_000);
    const messages = new Set(carriers.map((r) => r.message_id));
    const arrivals = carriers.map((r) => r.created_at.getTime());
    const spanSeconds = (Math.max(...arrivals) - Math.min(...arrivals)) / 1000;
    expect(messages.size).toBeLessThanOrEqual(2 + Math.floor(spanSeconds / 15));
    expect(messages.size).toBeLessThan(ids.length);
    await eventually(async () => {
      const rows = await sql(`SELECT status FROM outbox_message WHERE id = ANY($1)`, [[...messages]]);
      return rows.every((r) => r.status === "delivered") ? true : undefined;
    }, 60_000);
    const burstMails = mailsFor()
      .slice(before)
      .filter((m) => ids.some((id) => m.text?.includes(id)));
    expect(burstMails.length).toBeGreaterThanOrEqual(1);
    expect(burstMails.length).toBeLessThanOrEqual(messages.size);
    expect(burstMails.some((m) => /^\d+ updates in the screening dashboard$/.test(m.subject ?? ""))).toBe(true);
  }, 180_000);

  it("posts high-risk completions to a team chat channel without naming the candidate; the URL stays secret", async () => {
    const url = chat.url(`/services/T0/B0/${randomBytes(8).toString("hex")}`);
    const added = (await run(
      "addChatChannelAction",
      { name: "#hiring-alerts", provider: "slack", url, kinds: ["high-risk-completed"] },
      admin,
    )) as { id: string };
    await run("testChatChannelAction", { id: added.id }, admin);
    expect(chat.posts.at(-1)?.body).toMatchObject({ text: "Test message from the screening dashboard" });
    const page = await (await fetch(`${baseUrl}/settings/chat`, { headers: { cookie: admin } })).text();
    expect(page).toContain("#hiring-alerts");
    expect(page).not.toContain(url);

    const refused = await callAction(
      baseUrl,
      action("addChatChannelAction"),
      { name: "x", provider: "slack", url: "https://evil.example/hook", kinds: ["high-risk-completed"] },
      admin,
    );
    expect(refused.result).toMatchObject({ ok: false });

    // A Tor exit reported before completion makes the result high risk (a critical flag).
    const candidateId = await createTestCandidate(undefined, "Grace Secret-Name");
    await callApi("POST", `/candidates/${candidateId}/ip-telemetry`, {
      body: { ipAddress: "185.220.101.42", source: "okta", observedAt: new Date(Date.now() - 60_000).toISOString() },
    });
    await eventually(async () => {
      const rows = await sql(`SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1 AND "enrichedAt" IS NOT NULL`, [
        candidateId,
      ]);
      return rows.length ? true : undefined;
    });
    const interviewId = await issueAsReader(candidateId);
    await complete(interviewId);
    const post = await eventually(
      async () => chat.posts.find((p) => JSON.stringify(p.body).includes(`/results/${interviewId}`)),
      60_000,
    );
    const body = JSON.stringify(post.body);
    expect(body).toContain("Event Pipeline in Python");
    expect(body).not.toContain("Grace Secret-Name");
    expect(body).not.toContain("185.220.101.42");
  }, 120_000);

  it("posts a Google Chat channel's test message as its incoming webhook takes it, and refuses a host not Google's", async () => {
    const url = chat.url(`/v1/spaces/AAAA${randomBytes(4).toString("hex")}/messages?key=k&token=t`);
    const added = (await run(
      "addChatChannelAction",
      { name: "Hiring space", provider: "google-chat", url, kinds: ["job-finished"] },
      admin,
    )) as { id: string };
    await run("testChatChannelAction", { id: added.id }, admin);
    const post = chat.posts.at(-1)!;
    expect(post.path).toBe(new URL(url).pathname);
    expect((post.body as { text: string }).text.split("\n")[0]).toBe("*Test message from the screening dashboard*");
    const refused = await callAction(
      baseUrl,
      action("addChatChannelAction"),
      { name: "x", provider: "google-chat", url: "https://hooks.slack.com/services/T/B/X", kinds: ["job-finished"] },
      admin,
    );
    expect(refused.result).toMatchObject({ ok: false, message: expect.stringContaining("chat.googleapis.com") });
  });

  it("keeps a name and a title holding CR/LF on one line: no extra line in the email's text or Subject, nor in chat", async () => {
    const url = chat.url(`/services/T0/B1/${randomBytes(8).toString("hex")}`);
    await run("addChatChannelAction", { name: "#crlf", provider: "slack", url, kinds: ["high-risk-completed"] }, admin);
    await run(
      "saveNotificationSettingsAction",
      {
        choices: { "my-screen-completed": "now", "high-risk-completed": "off" },
        digest: { frequency: "off", hour: 8, weekday: 1 },
      },
      reader,
    );
    // The service may hold such names (ours refuse them at the API boundary): written where the dashboard reads them.
    const hostile = "Eve Crlf\r\nBcc: victim@example.test\r\n\r\nInjected body";
    const candidateId = await createTestCandidate(undefined, "Eve Crlf");
    await sql(`UPDATE sandbox.candidate SET name = $2 WHERE id = $1`, [candidateId, hostile]);
    const [registry] = await sql<{ name: string }>(`SELECT name FROM problem_registry WHERE "problemId" = $1`, [
      problemId,
    ]);
    await sql(`UPDATE problem_registry SET name = $2 WHERE "problemId" = $1`, [
      problemId,
      "Event\r\nPipeline\nX-Evil: 1",
    ]);
    try {
      await callApi("POST", `/candidates/${candidateId}/ip-telemetry`, {
        body: { ipAddress: "185.220.101.42", source: "okta", observedAt: new Date(Date.now() - 60_000).toISOString() },
      });
      await eventually(async () => {
        const rows = await sql(
          `SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1 AND "enrichedAt" IS NOT NULL`,
          [candidateId],
        );
        return rows.length ? true : undefined;
      });
      const interviewId = await issueAsReader(candidateId);
      await sql(`UPDATE mirror_candidate SET name = $2 WHERE id = $1`, [candidateId, hostile]);
      await complete(interviewId);
      const mail = await eventually(
        async () => mailsFor().find((m) => m.text?.includes(`/results/${interviewId}`)),
        60_000,
      );
      expect(mail.subject).toBe("Eve Crlf Bcc: victim@example.test Injected body completed Event Pipeline X-Evil: 1");
      expect(mail.text).not.toMatch(/^(Bcc|X-Evil):/m);
      expect(mail.headerLines.map((h) => h.key)).not.toContain("bcc");
      expect(mail.headerLines.map((h) => h.key)).not.toContain("x-evil");
      const post = await eventually(
        async () => chat.posts.find((p) => JSON.stringify(p.body).includes(`/results/${interviewId}`)),
        60_000,
      );
      const text = JSON.stringify(post.body);
      expect(text).toContain("Event Pipeline X-Evil: 1");
      expect(text).not.toMatch(/\\r|\\n\s*X-Evil/);
    } finally {
      await sql(`UPDATE problem_registry SET name = $2 WHERE "problemId" = $1`, [problemId, registry!.name]);
    }
  }, 120_000);
});
