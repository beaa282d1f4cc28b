import { inject } from "../inject";
import { signIn } from "@/testing/http-session";
import { sql } from "@/testing/sql";
import { callAction, listServerActions } from "@/testing/server-actions";
import { until } from "./until";

/**
 * What the ATS integration tests do as an admin in the running app, through its own server actions (the settings
 * page's connect, rule and disconnect; a reviewer's decision), and what they wait for.
 */
const baseUrl = inject("baseUrl");
let session: Promise<string> | undefined;
const admin = () => (session ??= signIn(baseUrl, "admin@sandbox.test"));

/** Runs a server action as the sandbox admin; throws with the action's answer when it is not ok. */
export async function asAdmin<T = Record<string, unknown>>(name: string, args: unknown): Promise<T> {
  const action = listServerActions().find((a) => a.name === name);
  if (!action) throw new Error(`no server action ${name}`);
  const { result } = await callAction(baseUrl, action, args, await admin());
  const outcome = result as { ok: boolean; data?: T; message?: string } | undefined;
  if (!outcome?.ok) throw new Error(`${name} failed: ${JSON.stringify(result)}`);
  return outcome.data as T;
}

/** A problem the registry has as Ready (rules may only name those). */
export const readyProblem = () =>
  until(
    "a Ready problem in the registry",
    async () =>
      (await sql(`SELECT "problemId" FROM problem_registry WHERE status = 'Ready' ORDER BY "problemId" LIMIT 1`))[0]
        ?.problemId as string | undefined,
    120_000,
  );

/** Connects an ATS the way the settings page does, with these choices, and writes its rules. */
export async function connectAts(
  input: { ats: string; apiKey: string; webhookSecret: string; baseUrl: string } & Record<string, unknown>,
  rules: { jobId: string; stageName: string; problemId: string }[],
) {
  await asAdmin("saveAtsConnectionAction", { dashboardOrigin: baseUrl, ...input });
  for (const rule of rules) await asAdmin("addAtsRuleAction", { ats: input.ats, ...rule });
}

/** The screen a rule issued for this application, once issued. */
export const screenFor = (ats: string, applicationId: string | number) =>
  until(`the ${ats} screen of application ${applicationId}`, async () => {
    const [row] = await sql<{ id: string; interviewId: string | null }>(
      `SELECT id, "interviewId" FROM ats_application_screen WHERE ats = $1 AND "applicationId" = $2`,
      [ats, String(applicationId)],
    );
    return row?.interviewId ? { id: row.id, interviewId: row.interviewId } : null;
  });

/** The outbox messages for one application screen, oldest first. */
export const messagesFor = (applicationScreenId: string) =>
  sql<{ id: string; status: string; payload: { event: string }; progress: Record<string, unknown> }>(
    `SELECT id, status, payload, progress FROM outbox_message WHERE payload->>'applicationScreenId' = $1 ORDER BY "createdAt"`,
    [applicationScreenId],
  );

/** Waits until this application screen has `count` messages, all delivered. */
export const deliveredFor = (applicationScreenId: string, count: number) =>
  until(
    `${count} delivered update(s) for ${applicationScreenId}`,
    async () => {
      const rows = await messagesFor(applicationScreenId);
      return rows.length === count && rows.every((r) => r.status === "delivered") ? rows : null;
    },
    90_000,
  );
