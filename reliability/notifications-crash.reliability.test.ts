import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { freePort } from "@/lib/utils/free-port";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { sandboxHttp } from "@/testing/sandbox-http";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { startSmtpCatcher } from "@/emulators/smtp/catcher";
import { recordMetrics } from "./support/metrics";
import { until } from "../testing/until";

/**
 * Notification emails survive their server being killed: three people each issued ten screens and asked to hear
 * of their completions at once; the screens complete one by one while the mail server takes 1.5 s to accept each
 * email, and the launcher and its next-server get SIGKILL once the first emails went out. A new server starts on
 * the same data; every completion must then be told in exactly one email (one Message-ID) to the person who issued
 * it: none lost, none told twice under two different emails.
 */
const PER_PERSON = 10;
const people = ["admin@sandbox.test", "manager@sandbox.test", "recruiter@sandbox.test"];
const apiKey = `sbx_rel_${randomBytes(10).toString("hex")}`;

let dataDir: string;
let database: EmbeddedDatabase;
let server: AppServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  dataDir = temporaryDataDir("screening-notify-crash-");
  database = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  smtp = await startSmtpCatcher(await freePort(), { latencyMs: 1500 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("notification outbox: SIGKILL during deliveries", () => {
  it("tells each completion in exactly one email", async () => {
    const env = {
      DATABASE_URL: database.url,
      SANDBOX_API_KEYS: `acme:${apiKey}`,
      SANDBOX_RATE_LIMIT_PER_SECOND: "100000",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "screening@reliability.example",
      NOTIFICATIONS_GATHER_SECONDS: "1",
      NOTIFICATIONS_COOLDOWN_SECONDS: "0",
      // Deliveries held by the killed server are resumed once their lease lapses: the shortest one allowed.
      OUTBOX_LEASE_SECONDS: "30",
    };
    server = await startAppServer({ dataDir, env });
    const http = sandboxHttp(server.baseUrl, apiKey);
    const actions = listServerActions();
    const run = async (name: string, args: unknown, cookie: string) => {
      const { result } = await callAction(
        server!.baseUrl,
        actions.find((a) => a.name === name)!,
        args,
        cookie,
      );
      expect(result, name).toMatchObject({ ok: true });
    };
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const started = Date.now();
    try {
      const problemId = await until(
        "a Ready problem",
        async () =>
          (await db.query(`SELECT "problemId" FROM problem_registry WHERE status = 'Ready' ORDER BY 1 LIMIT 1`)).rows[0]
            ?.problemId as string,
        180_000,
      );
      const issued = new Map<string, string>();
      const emailsOf = (interviewId: string) => smtp.mails.filter((m) => m.text?.includes(`/results/${interviewId}`));
      for (const email of people) {
        const cookie = await signIn(server.baseUrl, email);
        await run(
          "saveNotificationSettingsAction",
          {
            choices: { "my-screen-completed": "now", "high-risk-completed": "off" },
            digest: { frequency: "off", hour: 8, weekday: 1 },
          },
          cookie,
        );
        for (let i = 0; i < PER_PERSON; i += 1) {
          const candidate = await http.json<{ identifier: string }>("POST", "/api/public/candidates", {
            name: `Crash Notify ${i}`,
            email: `notify-crash-${randomBytes(4).toString("hex")}@reliability.example`,
          });
          await run("issueScreenAction", { candidateIdentifier: candidate.identifier, problemId }, cookie);
          const { rows } = await db.query<{ id: string }>(
            `SELECT id FROM sandbox.assessment WHERE "candidateId" = $1`,
            [candidate.identifier],
          );
          issued.set(rows[0]!.id, email);
        }
      }

      // One completion every 300 ms: the emails form over several gathered seconds, and some are in flight.
      for (const interviewId of issued.keys()) {
        await http.json("POST", `/api/sandbox/assessments/${interviewId}/advance`, { to: "Completed" });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await until("the first emails accepted", async () => smtp.mails.length >= 2, 120_000);
      const atKill = smtp.mails.length;
      const toldAtKill = [...issued.keys()].filter((id) => emailsOf(id).length > 0).length;
      const port = server.port;
      const killedAt = Date.now();
      await server.kill();
      server = await startAppServer({ dataDir, env, port });

      await until(
        "every completion carried by a delivered email",
        async () => {
          const { rows } = await db.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM notification n
             LEFT JOIN outbox_message m ON m.id::text = n.message_id::text
             WHERE n.kind = 'my-screen-completed' AND n.subject_id = ANY($1)
               AND (n.message_id IS NULL OR m.status IS DISTINCT FROM 'delivered')`,
            [[...issued.keys()]],
          );
          const { rows: told } = await db.query<{ n: number }>(
            `SELECT count(DISTINCT subject_id)::int AS n FROM notification
             WHERE kind = 'my-screen-completed' AND subject_id = ANY($1)`,
            [[...issued.keys()]],
          );
          return told[0]!.n === issued.size && rows[0]!.waiting === 0;
        },
        400_000,
      );

      const distinct = [...issued.keys()].map((id) => new Set(emailsOf(id).map((m) => m.messageId)).size);
      const misdirected = [...issued].filter(([id, to]) =>
        emailsOf(id).some((m) => !JSON.stringify(m.to).includes(to)),
      );
      recordMetrics("notifications-crash", {
        secondsToKill: Math.round((killedAt - started) / 1000),
        secondsToRecover: Math.round((Date.now() - killedAt) / 1000),
        completions: issued.size,
        emailsAcceptedAtKill: atKill,
        completionsToldAtKill: toldAtKill,
        emailsAccepted: smtp.mails.length,
        lost: distinct.filter((n) => n === 0).length,
        toldTwice: distinct.filter((n) => n > 1).length,
        resentSameEmail: [...issued.keys()].filter((id) => emailsOf(id).length > 1).length,
      });
      expect(toldAtKill).toBeLessThan(issued.size);
      expect(distinct).toEqual([...issued.keys()].map(() => 1));
      expect(misdirected).toEqual([]);
    } finally {
      await db.end();
    }
  }, 900_000);
});
