import { afterAll, describe, expect, it } from "vitest";
import { inject } from "../../testing/inject";
import { ACME_KEY, callApi, callControl, createReadyProblem, eventually, sql } from "@/testing/sandbox/api-client";
import { signIn } from "@/testing/http-session";
import { callAction, listServerActions } from "@/testing/server-actions";
import { compareMirror } from "../../testing/sync/compare-mirror";
import { seededRandom, startLossyRelay } from "../../testing/sync/lossy-relay";

/**
 * Convergence: random changes through the sandbox while the webhooks that announce them are dropped,
 * doubled and reordered on the way; after one reconcile the mirror equals what the API returns, field by
 * field. The seed is printed, so a failure can be replayed.
 */
const baseUrl = inject("baseUrl");
const seed = Date.now() % 1_000_000;
const random = seededRandom(seed);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const relay = await startLossyRelay(
  `${baseUrl}/api/webhooks/screening`,
  { drop: 0.3, duplicate: 0.2, delay: 0.3, maxDelayMs: 3000 },
  random,
);
afterAll(async () => {
  await callControl("POST", "/webhook-endpoint", { body: { url: null } });
  await relay.close();
});

async function ok<T = Record<string, unknown>>(response: Promise<{ status: number; body: T }>, what: string) {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A few dozen changes of every kind the issue names: new candidates and problems, screens issued, started, completed, expired. */
async function randomChanges() {
  const stamp = `${seed}-${Date.now()}`;
  const candidates: string[] = [];
  for (let i = 0; i < 12; i++) {
    const created = await ok(
      callApi("POST", "/candidates", {
        body: { name: `Converge ${stamp} ${i}`, email: `converge.${stamp}.${i}@example.test` },
      }),
      "create candidate",
    );
    candidates.push(created.identifier as string);
  }
  const problems = [
    await createReadyProblem(ACME_KEY, { problemTitle: `Converge A ${stamp}` }),
    await createReadyProblem(ACME_KEY, { problemTitle: `Converge B ${stamp}` }),
  ];
  const seededReady = await sql<{ id: string }>(
    `SELECT id FROM sandbox.problem WHERE "organizationId" = 'acme' AND status = 'Ready' AND "isFromServiceTestBank" = false LIMIT 4`,
  );
  const usable = [...problems, ...seededReady.map((p) => p.id)];
  const screens: string[] = [];
  for (let i = 0; i < 30; i++) {
    const issued = await callApi("POST", "/assessments", {
      body: { candidateIdentifier: pick(candidates), problemId: pick(usable), shouldSendEmail: false },
    });
    if (issued.status === 200) screens.push(issued.body.identifier as string);
  }
  for (const id of screens) {
    const roll = random();
    const to = roll < 0.3 ? "Completed" : roll < 0.5 ? "In Progress" : roll < 0.65 ? "Expired" : null;
    if (to) await ok(callControl("POST", `/assessments/${id}/advance`, { body: { to } }), `advance ${id} to ${to}`);
  }
  return { candidates: candidates.length, screens: screens.length };
}

/** No delivery of Acme's left to attempt, and nothing held in the relay. */
async function webhooksQuiet() {
  await eventually(
    async () => {
      const [{ pending }] = (await sql<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM sandbox.webhook_delivery WHERE "organizationId" = 'acme' AND status = 'pending'`,
      )) as [{ pending: number }];
      return pending === 0 ? true : undefined;
    },
    30_000,
    "the sandbox's deliveries to finish",
  );
  await relay.settled();
  await eventually(
    async () => {
      const [{ open }] = (await sql<{ open: number }>(
        `SELECT count(*)::int AS open FROM webhook_event WHERE status IN ('received', 'processing')`,
      )) as [{ open: number }];
      return open === 0 ? true : undefined;
    },
    30_000,
    "the dashboard to process what it received",
  );
}

/**
 * "Sync now" as an admin, then the run it starts, to its end. After a failed run, "Sync now" resumes that run (its id
 * stays) rather than opening a new one (lib/sync/reconcile-job.ts): the run awaited is the latest that ended after
 * the request.
 */
async function reconcileOnce() {
  const [{ latest, requestedAt }] = (await sql<{ latest: string | null; requestedAt: string }>(
    `SELECT max(id)::text AS latest, (now() AT TIME ZONE 'UTC')::text AS "requestedAt" FROM sync_run`,
  )) as [{ latest: string | null; requestedAt: string }];
  const action = listServerActions().find((a) => a.name === "syncNowAction")!;
  const { result } = await callAction(baseUrl, action, {}, await signIn(baseUrl, "admin@sandbox.test"));
  expect(result).toMatchObject({ ok: true });
  return eventually(
    async () => {
      const [run] = await sql<{ id: string; status: string; lastError: string | null }>(
        `SELECT id::text, status, "lastError" FROM sync_run
          WHERE id >= $1 AND status IN ('completed', 'failed') AND "finishedAt" > $2::timestamp
          ORDER BY id DESC LIMIT 1`,
        [latest ?? "0", requestedAt],
      );
      if (run?.status === "failed") throw new Error(`the reconcile failed: ${run.lastError}`);
      return run;
    },
    60_000,
    "the requested reconcile to complete",
  );
}

describe("the mirror converges", () => {
  it("equals the API field by field after one reconcile, whatever the webhooks did", { timeout: 180_000 }, async () => {
    console.log(`convergence seed ${seed} (set it as the seed above to replay this run)`);
    await callControl("POST", "/webhook-endpoint", { body: { url: relay.url } });
    const made = await randomChanges();
    await webhooksQuiet();
    console.log(
      `convergence: ${made.candidates} candidates, ${made.screens} screens; relay ${JSON.stringify(relay.counts)}`,
    );
    expect(relay.counts.dropped).toBeGreaterThan(0);
    const before = await compareMirror({
      baseUrl,
      key: ACME_KEY,
      databaseUrl: inject("databaseUrl"),
      authSecret: inject("authSecret"),
    });
    console.log(
      `convergence: ${before.length} differences before the reconcile${before.length ? `, e.g. ${before.slice(0, 3).join("; ")}` : ""}`,
    );

    await reconcileOnce();
    expect(
      await compareMirror({
        baseUrl,
        key: ACME_KEY,
        databaseUrl: inject("databaseUrl"),
        authSecret: inject("authSecret"),
      }),
    ).toEqual([]);
  });
});
