import { spawnSync } from "node:child_process";
import bcrypt from "bcryptjs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "../testing/inject";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { cookiePairs, requestFrom } from "./support/from-address";
import { recordMetrics } from "./support/metrics";

/**
 * Sign-in as a security review tried it: the throttle holds against a parallel burst (counted before the password is
 * checked), a cookie replayed after sign-out is refused, an unknown email answers as slowly as a known one, sign-in
 * never redirects to another host, and `npm start` refuses the sandbox beside a real service.
 */
const baseUrl = inject("baseUrl");
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
const password = "correct horse battery staple";
const run = `${Date.now()}-${Math.round(Math.random() * 1e6)}`;

async function createAccount(name: string): Promise<string> {
  const email = `${name}-${run}@example.com`;
  await pool.query(
    `INSERT INTO "User" (id, email, "passwordHash", role, "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'recruiter', now())`,
    [email, await bcrypt.hash(password, 12)],
  );
  return email;
}

afterAll(() => pool.end());

/**
 * One sign-in attempt from `address`, a loopback address the request is sent from: the server counts the socket's
 * address (no proxy is trusted), as it would count a distinct client. `extra` adds headers (a forged
 * X-Forwarded-For, a remembered-device cookie).
 */
async function attempt(
  email: string,
  secret: string,
  address: string,
  extra: { headers?: Record<string, string>; cookie?: string } = {},
) {
  const csrf = await requestFrom(address, `${baseUrl}/api/auth/csrf`);
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const started = performance.now();
  const response = await requestFrom(address, `${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: [cookiePairs(csrf.setCookies), extra.cookie].filter(Boolean).join("; "),
      ...extra.headers,
    },
    body: new URLSearchParams({ csrfToken, email, password: secret, json: "true" }).toString(),
  });
  const ms = performance.now() - started;
  const location = response.headers.location ?? ((JSON.parse(response.text || "{}") as { url?: string }).url || "");
  const error = new URL(location, baseUrl).searchParams.get("error");
  const cookie = cookiePairs(response.setCookies);
  return {
    ms,
    signedIn: cookie.includes("next-auth.session-token"),
    throttled: !!error?.startsWith("TooManyAttempts"),
    cookie: `${cookiePairs(csrf.setCookies)}; ${cookie}`,
    deviceCookie: cookiePairs(response.setCookies.filter((c) => c.startsWith("dashboard-device."))),
    csrfToken,
  };
}

describe("sign-in", () => {
  let burstAccount: string;
  let replayAccount: string;
  let timingAccount: string;
  let disabledAccount: string;
  beforeAll(async () => {
    [burstAccount, replayAccount, timingAccount, disabledAccount] = await Promise.all([
      createAccount("burst"),
      createAccount("replay"),
      createAccount("timing"),
      createAccount("disabled"),
    ]);
  });

  it("a disabled account's session is refused at its next request, and it cannot sign in", async () => {
    const session = await attempt(disabledAccount, password, "127.0.70.1");
    const page = () => fetch(`${baseUrl}/candidates`, { redirect: "manual", headers: { cookie: session.cookie } });
    const before = await page();
    await before.body?.cancel();
    expect(before.status).toBe(200);
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [disabledAccount]);
    const disable = listServerActions().find((a) => a.name === "disableUserAction")!;
    const { result } = await callAction(
      baseUrl,
      disable,
      { userId: rows[0]!.id },
      await signIn(baseUrl, "admin@sandbox.test"),
    );
    expect(result).toMatchObject({ ok: true });
    const after = await page();
    await after.body?.cancel();
    expect(after.status).toBe(307);
    expect((await attempt(disabledAccount, password, "127.0.71.1")).signedIn).toBe(false);
  });

  it("30 parallel guesses queue: most are refused unchecked, and the owner still signs in after the burst", async () => {
    const started = performance.now();
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(burstAccount, `guess-${i}`, "127.0.30.1")),
    );
    const seconds = (performance.now() - started) / 1000;
    const throttled = attempts.filter((a) => a.throttled).length;
    // The owner, from elsewhere, right after the burst: held until the queue's last slot, never locked out.
    const owner = await attempt(burstAccount, password, "127.0.31.1");
    recordMetrics("sign-in-burst", {
      attempts: 30,
      checked: 30 - throttled,
      throttled,
      seconds: Number(seconds.toFixed(1)),
      ownerWaitedSeconds: Number((owner.ms / 1000).toFixed(1)),
    });
    // Five free attempts, then slots 0.5, 1, 2, 4 and 8 s apart: at most 11 passwords are checked in the first 15 s.
    expect(30 - throttled).toBeLessThanOrEqual(11);
    expect(owner.signedIn).toBe(true);
    expect(owner.ms).toBeLessThan(20_000);
  });

  it("a session cookie replayed after sign-out is refused", async () => {
    const session = await attempt(replayAccount, password, "127.0.40.1");
    expect(session.signedIn).toBe(true);
    const live = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: session.cookie } });
    expect(((await live.json()) as { user?: { email: string } }).user?.email).toBe(replayAccount);
    const page = () => fetch(`${baseUrl}/candidates`, { redirect: "manual", headers: { cookie: session.cookie } });
    expect((await page()).status).toBe(200);
    const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { cookie: session.cookie } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const out = await fetch(`${baseUrl}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: session.cookie },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    await out.body?.cancel();
    const replayed = await page();
    await replayed.body?.cancel();
    expect(replayed.status).toBe(307);
    expect(replayed.headers.get("location")).toMatch(/\/sign-in/);
    // next-auth's own endpoint agrees with the pages: no user for the ended session.
    const ended = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: session.cookie } });
    expect(await ended.json()).toEqual({});
  });

  it("an unknown email answers within 2× the time of a known one", async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push((await attempt(timingAccount, `wrong-${i}`, `127.0.50.${i + 1}`)).ms);
      unknown.push((await attempt(`nobody-${run}-${i}@example.com`, "wrong", `127.0.60.${i + 1}`)).ms);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(known) / median(unknown);
    recordMetrics("sign-in-timing", {
      knownMs: Math.round(median(known)),
      unknownMs: Math.round(median(unknown)),
      ratio: Number(ratio.toFixed(2)),
    });
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("never sends someone to another host after sign-in", async () => {
    for (const callbackUrl of [
      "/\\evil.example/x",
      "/%09/evil.example/x",
      "/\t/evil.example/x",
      "//evil.example/x",
      "https://evil.example/x",
      "/.//evil.example",
      "/%2e//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "/./\\evil.example",
    ]) {
      const html = await (await fetch(`${baseUrl}/sign-in?callbackUrl=${encodeURIComponent(callbackUrl)}`)).text();
      // The form's prop, where the browser goes after signing in, as the page's RSC payload carries it (the CSRF token
      // and the initial values follow it since the form posts without its script).
      const target = /\\"callbackUrl\\":\\"(.*?)\\"[,}]/.exec(html)?.[1];
      expect(target, callbackUrl).toBe("/");
    }
    const kept = await (
      await fetch(`${baseUrl}/sign-in?callbackUrl=${encodeURIComponent("/integrity?risk=high")}`)
    ).text();
    expect(/\\"callbackUrl\\":\\"(.*?)\\"[,}]/.exec(kept)?.[1]).toBe("/integrity?risk=high");
  });
});

describe("client addresses", () => {
  it("a new X-Forwarded-For per guess buys no fresh address budget, and is neither logged nor recorded", async () => {
    const from = "127.0.80.1";
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(`sprayed-${run}-${i}@example.com`, "guess", from, {
          headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
        }),
      ),
    );
    const throttled = attempts.filter((a) => a.throttled).length;
    recordMetrics("forged-forwarded-for", { attempts: 40, throttled, checked: 40 - throttled });
    // Ten free attempts per address, then slots 0.25, 0.5, 1, 2, 4, 8 s apart: past 15 s the rest are refused.
    expect(throttled).toBeGreaterThanOrEqual(20);
    const { rows } = await pool.query<{ address: string }>(
      `SELECT DISTINCT metadata->>'address' AS address FROM audit_event WHERE "targetId" LIKE $1`,
      [`sprayed-${run}-%`],
    );
    expect(rows.map((r) => r.address)).toEqual([from]);

    const owner = await createAccount("forwarded");
    const signedIn = await attempt(owner, password, "127.0.81.1", { headers: { "x-forwarded-for": "203.0.113.99" } });
    expect(signedIn.signedIn).toBe(true);
    const sessions = await pool.query<{ address: string }>(
      `SELECT s.address FROM user_session s JOIN "User" u ON u.id = s.user_id WHERE u.email = $1`,
      [owner],
    );
    expect(sessions.rows.map((r) => r.address)).toEqual(["127.0.81.1"]);
  });

  it("an owner's remembered device passes a flood from the owner's own address", async () => {
    const from = "127.0.82.1";
    const owner = await createAccount("remembered");
    const first = await attempt(owner, password, from);
    expect(first.signedIn).toBe(true);
    expect(first.deviceCookie).toMatch(/^dashboard-device\.[0-9a-f]{16}=/);
    // The flood: 60 guesses at other emails from the owner's own address, all at once.
    const flood = Promise.all(
      Array.from({ length: 60 }, (_, i) => attempt(`flood-${run}-${i}@example.com`, "guess", from)),
    );
    // Once the flood has taken the address's free attempts and queued the rest (a bounded poll), anyone else from
    // this address is held: its slot is seconds away.
    let heldMs = 0;
    for (let i = 0; i < 300 && heldMs < 2_000; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const { rows } = await pool.query<{ ms: number }>(
        `SELECT (extract(epoch FROM next_at - now()) * 1000)::float8 AS ms FROM sign_in_throttle WHERE key = $1`,
        [`address:${from}`],
      );
      heldMs = rows[0]?.ms ?? 0;
    }
    expect(heldMs).toBeGreaterThanOrEqual(2_000);
    const remembered = await attempt(owner, password, from, { cookie: first.deviceCookie });
    const throttled = (await flood).filter((a) => a.throttled).length;
    recordMetrics("remembered-device", {
      flood: 60,
      throttled,
      addressHeldMs: Math.round(heldMs),
      ownerMs: Math.round(remembered.ms),
    });
    expect(remembered.signedIn).toBe(true);
    expect(remembered.throttled).toBe(false);
    expect(throttled).toBeGreaterThan(30);
  });
});

describe("npm start", () => {
  it("refuses the sandbox beside a real base URL or key, before starting anything", () => {
    for (const env of [
      { SCREENING_API_BASE_URL: "https://screening.example.com" },
      { SCREENING_API_KEY: "live_key_123" },
    ]) {
      const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
        env: { ...process.env, ...env, SANDBOX: "on", DATA_DIR: `.test-data/refused-${run}` },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status, JSON.stringify(env)).toBe(1);
      expect(result.stderr).toMatch(/Refusing to start: SANDBOX=on/);
    }
  });
});
