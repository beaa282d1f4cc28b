import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";

/**
 * Dashboard share links end to end over HTTP: made from a completed result, opened without a session, revoked
 * (only by an admin or the link's creator), then a 404 like any unknown token. The contents are the setting when
 * the link was made.
 */
const baseUrl = inject("baseUrl");
const database = new pg.Client({ connectionString: inject("databaseUrl") });
const sessions: Record<"recruiter" | "manager" | "admin", string> = { recruiter: "", manager: "", admin: "" };
let interviewId: string;

const call = async (name: string, args: unknown, cookie: string) => {
  const action = listServerActions().find((a) => a.name === name);
  if (!action) throw new Error(`no action ${name}`);
  return (await callAction(baseUrl, action, args, cookie)).result as {
    ok: boolean;
    code?: string;
    message?: string;
    data?: { token: string; linkId: string };
  };
};
const open = (token: string) => fetch(`${baseUrl}/shared/${token}`, { redirect: "manual" });

beforeAll(async () => {
  await database.connect();
  for (const role of ["recruiter", "manager", "admin"] as const)
    sessions[role] = await signIn(baseUrl, `${role}@sandbox.test`);
  const listed = await fetch(`${baseUrl}/api/public/assessments?pageSize=1000`, {
    headers: { "x-api-key": "sbx_acme_demo" },
  });
  const { assessments } = (await listed.json()) as {
    assessments: Array<{ identifier: string; status: string; type?: string }>;
  };
  interviewId = assessments.find((a) => a.status === "Completed")!.identifier;
});
afterAll(async () => {
  await call("setShareContentsAction", { integrityFindings: false, integrityNarrative: false }, sessions.admin);
  await database.end();
});

describe("dashboard share links", () => {
  it("are made, opened without a session, revoked by the creator or an admin only, and then answer 404", async () => {
    const created = await call("createShareLinkAction", { interviewId, days: 7 }, sessions.recruiter);
    expect(created.ok, created.message).toBe(true);
    const { token, linkId } = created.data!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { rows } = await database.query<{ tokenHash: string; expiresAt: Date; createdAt: Date }>(
      'SELECT "tokenHash", "expiresAt", "createdAt" FROM share_link WHERE id = $1',
      [linkId],
    );
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);

    const page = await open(token);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(html).toContain("Screening results · shared read-only");
    // Off by default: no integrity section at all.
    expect(html).not.toContain("Integrity");

    const byManager = await call("revokeShareLinkAction", { linkId }, sessions.manager);
    expect(byManager).toMatchObject({ ok: false, message: "Only an admin or the link's creator can revoke it." });
    expect((await open(token)).status).toBe(200);

    expect(await call("revokeShareLinkAction", { linkId }, sessions.admin)).toMatchObject({ ok: true });
    const gone = await open(token);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("This link no longer works");
    expect(await call("revokeShareLinkAction", { linkId }, sessions.recruiter)).toMatchObject({
      ok: false,
      message: "This link is no longer active.",
    });

    const audit = await database.query<{ action: string; actorEmail: string }>(
      `SELECT action, "actorEmail" FROM audit_event WHERE action LIKE 'share-link.%' AND "targetId" = $1 ORDER BY at`,
      [interviewId],
    );
    expect(audit.rows.slice(-2)).toEqual([
      { action: "share-link.create", actorEmail: "recruiter@sandbox.test" },
      { action: "share-link.revoke", actorEmail: "admin@sandbox.test" },
    ]);
  });

  it("an expired link answers like an unknown one", async () => {
    const created = await call("createShareLinkAction", { interviewId, days: 30 }, sessions.recruiter);
    await database.query(`UPDATE share_link SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [
      created.data!.linkId,
    ]);
    const expired = await open(created.data!.token);
    expect(expired.status).toBe(404);
    const unknown = await open("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await expired.text()).toContain("This link no longer works");
    expect(await unknown.text()).toContain("This link no longer works");
  });

  it("keep the contents they were made with when the setting changes", async () => {
    const before = await call("createShareLinkAction", { interviewId }, sessions.recruiter);
    expect(
      await call("setShareContentsAction", { integrityFindings: true, integrityNarrative: true }, sessions.admin),
    ).toMatchObject({ ok: true });
    const after = await call("createShareLinkAction", { interviewId }, sessions.recruiter);
    expect(await (await open(before.data!.token)).text()).not.toContain("Integrity");
    expect(await (await open(after.data!.token)).text()).toContain("Integrity");
    const { rows } = await database.query<{ d: number }>(
      `SELECT extract(day FROM "expiresAt" - "createdAt")::int AS d FROM share_link WHERE id = $1`,
      [before.data!.linkId],
    );
    expect(rows[0]!.d).toBe(30);
  });
});
