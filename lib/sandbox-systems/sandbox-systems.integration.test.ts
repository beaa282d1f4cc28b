import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { temporaryDataDir } from "@/scripts/lib/database-server";
import { startAppServer, type AppServer } from "@/testing/app-server";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { untilDefined } from "@/testing/until";
import { deriveSandboxSecret } from "./derive-secret";

/**
 * The sandbox systems mounted under /api/sandbox-systems (sandbox mode only): each emulated ATS answers its own API
 * with its own key, the controls only the server's token, the chat catcher only its URL's secret part, files and
 * pages only admins; a one-click Lever, Ashby and Workable connection issues a screen from a stage move (Workable's
 * through the web-hook subscription the connection made); and a server outside sandbox mode has none of it.
 */
const baseUrl = inject("baseUrl");
const database = new pg.Client({ connectionString: inject("databaseUrl") });
const derive = (purpose: string) => deriveSandboxSecret(inject("authSecret")!, purpose);
const html = async (url: string, cookie: string) => (await fetch(url, { headers: { cookie } })).text();
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;
const workableToken = () => `Bearer wk_sbx_${derive("workable:key")}`;
const actions = listServerActions();
const call = async (name: string, args: unknown, cookie: string) =>
  (
    await callAction(
      baseUrl,
      actions.find((a) => a.name === name)!,
      args,
      cookie,
    )
  ).result as {
    ok: boolean;
    data?: Record<string, unknown>;
    message?: string;
  };
let admin: string;
let recruiter: string;

beforeAll(async () => {
  await database.connect();
  admin = await signIn(baseUrl, "admin@sandbox.test");
  recruiter = await signIn(baseUrl, "recruiter@sandbox.test");
});
afterAll(() => database.end());

describe("in sandbox mode", () => {
  it("mounts the Greenhouse emulator's Harvest API behind its own Basic key", async () => {
    const url = `${baseUrl}/api/sandbox-systems/greenhouse/v1/applications?per_page=100`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: basic("gh_sbx_wrong") } })).status).toBe(401);
    const answer = await fetch(url, { headers: { authorization: basic(`gh_sbx_${derive("greenhouse:key")}`) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-ratelimit-limit")).toBe("50");
    const applications = (await answer.json()) as { jobs: { name: string }[] }[];
    expect(applications.length).toBeGreaterThanOrEqual(6);
    expect(applications.map((a) => a.jobs[0]!.name)).toContain("Senior Backend Engineer");
  });

  it("answers the controls only with the server's token, and the chat catcher only at its secret URL", async () => {
    const control = `${baseUrl}/api/sandbox-systems/control/greenhouse`;
    expect((await fetch(control)).status).toBe(404);
    expect((await fetch(control, { headers: { authorization: "Bearer nope" } })).status).toBe(404);
    expect((await fetch(control, { headers: { authorization: `Bearer ${derive("control")}` } })).status).toBe(200);
    const post = (path: string) =>
      fetch(`${baseUrl}/api/sandbox-systems/chat/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ text: "hello" }),
      });
    expect((await post("slack/not-the-secret")).status).toBe(404);
    expect((await post(`teams/${derive("chat:slack")}`)).status).toBe(404);
    const caught = await post(`slack/${derive("chat:slack")}`);
    expect(caught.status).toBe(200);
    expect(await caught.text()).toBe("ok");
  });

  it("lets only admins open the sandbox pages and download files", async () => {
    const file = `${baseUrl}/api/sandbox-systems/files/greenhouse/123`;
    expect((await fetch(file)).status).toBe(401);
    expect((await fetch(file, { headers: { cookie: recruiter } })).status).toBe(403);
    expect((await fetch(file, { headers: { cookie: admin } })).status).toBe(404);
    for (const path of [
      "/settings/integrations/greenhouse/sandbox",
      "/settings/integrations/workable/sandbox",
      "/settings/sent-chat",
    ]) {
      expect((await fetch(`${baseUrl}${path}`, { headers: { cookie: recruiter } })).status).toBe(403);
      const page = await fetch(`${baseUrl}${path}`, { headers: { cookie: admin } });
      expect(page.status).toBe(200);
    }
    const greenhouse = await (
      await fetch(`${baseUrl}/settings/integrations/greenhouse/sandbox`, { headers: { cookie: admin } })
    ).text();
    expect(greenhouse).toContain("Priya Raman");
    expect(await html(`${baseUrl}/settings/integrations/workable/sandbox`, admin)).toContain("Sandbox Workable");
    // An ATS the sandbox does not mount has no sandbox page: a real 404, decided before the settings' loading boundary.
    const none = await fetch(`${baseUrl}/settings/integrations/taleo/sandbox`, { headers: { cookie: admin } });
    expect(none.status).toBe(404);
    expect(await none.text()).not.toContain("Sandbox Taleo");
  });

  it("mounts the Workable emulator's SPI v3 behind its bearer token; its subscriptions take the dashboard's receiver only", async () => {
    const spi = `${baseUrl}/api/sandbox-systems/workable/spi/v3`;
    const authorized = { authorization: workableToken(), "content-type": "application/json" };
    expect((await fetch(`${spi}/jobs`)).status).toBe(401);
    const jobs = (await (await fetch(`${spi}/jobs?state=published`, { headers: authorized })).json()) as {
      jobs: { shortcode: string; title: string }[];
    };
    expect(jobs.jobs[0]).toMatchObject({ shortcode: "SBX4101", title: "Senior Backend Engineer" });
    const elsewhere = await fetch(`${spi}/subscriptions`, {
      method: "POST",
      headers: authorized,
      body: JSON.stringify({ target: "https://example.test/hook", event: "candidate_moved" }),
    });
    expect(elsewhere.status).toBe(422);

    // Connecting subscribes the dashboard's receiver; connecting again finds it subscribed (409) and succeeds.
    for (let i = 0; i < 2; i += 1)
      expect(await call("connectSandboxAtsAction", { ats: "workable" }, admin)).toMatchObject({ ok: true });
    const { subscriptions } = (await (await fetch(`${spi}/subscriptions`, { headers: authorized })).json()) as {
      subscriptions: { target: string; event: string }[];
    };
    expect(subscriptions).toEqual([
      expect.objectContaining({
        target: expect.stringMatching(/\/api\/ats\/workable\/webhook$/),
        event: "candidate_moved",
      }),
    ]);
    expect(await call("disconnectAtsAction", { ats: "workable" }, admin)).toMatchObject({ ok: true });
  });

  it.each(["lever", "ashby", "workable"] as const)(
    "connects the sandbox %s in one click, and a stage move issues a screen",
    async (ats) => {
      const connected = await call("connectSandboxAtsAction", { ats }, admin);
      expect(connected).toMatchObject({ ok: true, data: { rule: { job: "Senior Backend Engineer" } } });
      const email = `sandbox-${ats}-${Date.now()}@example.test`;
      const overview = async () =>
        (await (
          await fetch(`${baseUrl}/api/sandbox-systems/control/${ats}`, {
            headers: { authorization: `Bearer ${derive("control")}` },
          })
        ).json()) as { jobs: { id: string }[]; applications: { id: string; email: string }[] };
      const jobId = (await overview()).jobs[0]!.id;
      expect(
        await call("addSandboxApplicationAction", { ats, jobId, name: "Noor Haddad", email }, admin),
      ).toMatchObject({ ok: true });
      const application = (await overview()).applications.find((a) => a.email === email)!;
      const stage = (connected.data!.rule as { stage: string }).stage;
      const moved = await call("moveSandboxApplicationAction", { ats, applicationId: application.id, stage }, admin);
      expect(moved).toEqual({ ok: true, data: { webhookStatus: 200 } });
      await untilDefined(
        "the screen the rule issued",
        async () =>
          (
            await database.query<{ interviewId: string | null }>(
              `SELECT "interviewId" FROM ats_application_screen WHERE ats = $1 AND "applicationId" = $2`,
              [ats, application.id],
            )
          ).rows[0]?.interviewId ?? undefined,
        60_000,
      );
      expect(await call("disconnectAtsAction", { ats }, admin)).toMatchObject({ ok: true });
    },
    90_000,
  );
});

describe("outside sandbox mode", () => {
  let server: AppServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = temporaryDataDir("screening-no-sandbox-");
    server = await startAppServer({
      databaseUrl: inject("databaseUrl"),
      dataDir,
      env: {
        SANDBOX: "off",
        SCREENING_API_BASE_URL: baseUrl,
        SCREENING_API_KEY: "sbx_acme_demo",
        WEBHOOK_SECRET: inject("webhookSecret"),
        AUTH_SECRET: inject("authSecret")!,
      },
      timeoutMs: 280_000,
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("has no sandbox system: every route and page is 404, even with the right keys", async () => {
    const other = server.baseUrl;
    const cookie = await signIn(other, "admin@sandbox.test");
    const answers = await Promise.all([
      fetch(`${other}/api/sandbox-systems/greenhouse/v1/applications`, {
        headers: { authorization: basic(`gh_sbx_${derive("greenhouse:key")}`) },
      }),
      fetch(`${other}/api/sandbox-systems/ashby/application.list`, { method: "POST" }),
      fetch(`${other}/api/sandbox-systems/lever/v1/opportunities`),
      fetch(`${other}/api/sandbox-systems/workable/spi/v3/candidates`, { headers: { authorization: workableToken() } }),
      fetch(`${other}/api/sandbox-systems/control/greenhouse`, {
        headers: { authorization: `Bearer ${derive("control")}` },
      }),
      fetch(`${other}/api/sandbox-systems/chat/slack/${derive("chat:slack")}`, { method: "POST", body: "{}" }),
      fetch(`${other}/api/sandbox-systems/files/greenhouse/1`, { headers: { cookie } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    for (const page of [
      ...["greenhouse", "lever", "ashby", "workable"].map((ats) => `/settings/integrations/${ats}/sandbox`),
      "/settings/sent-chat",
      "/share/results/not-a-token",
    ]) {
      const shown = await fetch(`${other}${page}`, { headers: { cookie } });
      expect(shown.status, page).toBe(404);
      const text = await shown.text();
      expect(text).toContain("This page could not be found.");
      expect(text).not.toMatch(/Sandbox Greenhouse|Priya Raman|The sandbox's chat catcher/);
    }
    expect(await html(`${other}/settings`, cookie)).not.toContain("Sent chat");
    const integration = await (
      await fetch(`${other}/settings/integrations/greenhouse`, { headers: { cookie } })
    ).text();
    expect(integration).not.toContain("Connect the sandbox Greenhouse");
    const connect = await callAction(
      other,
      actions.find((a) => a.name === "connectSandboxAtsAction")!,
      { ats: "greenhouse" },
      cookie,
    );
    expect(connect.result).toMatchObject({ ok: false });
  });
});
