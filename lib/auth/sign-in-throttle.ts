import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { decide, policies, type KeyPolicy, type ThrottleDecision, type ThrottleScope } from "./throttle-policy";

/**
 * The sign-in throttle in Postgres (rules: throttle-policy.ts), so every instance shares it. One upsert per key takes
 * the attempt's slot under the row's lock: thirty parallel guesses get thirty different slots, counted before any
 * password is checked.
 */
const keyOf = (scope: ThrottleScope, value: string) => (scope === "global" ? "global" : `${scope}:${value}`);

/** stepMs of throttle-policy.ts, in SQL, for the count `attempts` (an expression); the exponent is capped so power() cannot overflow. */
const stepSql = (policy: KeyPolicy, attempts: Prisma.Sql) =>
  Prisma.sql`least(${policy.capMs}, CASE WHEN ${attempts} <= ${policy.free} THEN 0 ELSE ${policy.baseMs} * power(2, least(${attempts} - ${policy.free} - 1, 30)) END)`;
const ms = (value: Prisma.Sql) => Prisma.sql`make_interval(secs => (${value}) / 1000.0)`;

/** Takes the attempt's slot under one key: milliseconds from now until it may be checked. */
async function claim(scope: ThrottleScope, value: string): Promise<number> {
  const policy = policies[scope];
  const counted = Prisma.sql`CASE WHEN sign_in_throttle.updated_at < now() - ${ms(Prisma.sql`${policy.windowMs}`)} THEN 1 ELSE sign_in_throttle.attempts + 1 END`;
  const [row] = await db.$queryRaw<{ slot_ms: number }[]>`
    INSERT INTO sign_in_throttle AS sign_in_throttle (key, attempts, next_at, updated_at)
    VALUES (${keyOf(scope, value)}, 1, now() + ${ms(stepSql(policy, Prisma.sql`1`))}, now())
    ON CONFLICT (key) DO UPDATE SET
      attempts = ${counted},
      next_at = greatest(sign_in_throttle.next_at, now()) + ${ms(stepSql(policy, counted))},
      updated_at = now()
    RETURNING (extract(epoch FROM next_at - now()) * 1000 - ${stepSql(policy, Prisma.sql`attempts`)})::float8 AS slot_ms`;
  return Math.max(0, row?.slot_ms ?? 0);
}

/** Gives back a refused attempt's count and slot, so refusals do not push the owner's wait further. */
async function release(scope: ThrottleScope, value: string) {
  const policy = policies[scope];
  await db.$executeRaw`
    UPDATE sign_in_throttle SET next_at = next_at - ${ms(stepSql(policy, Prisma.sql`attempts`))}, attempts = greatest(attempts - 1, 0)
    WHERE key = ${keyOf(scope, value)}`;
}

export interface AttemptKeys {
  email: string;
  address: string;
  /** The account signed in from this browser before (lib/auth/remembered-device.ts): only its own budget counts. */
  rememberedDevice?: boolean;
}

const scopesOf = ({ email, address, rememberedDevice }: AttemptKeys): [ThrottleScope, string][] =>
  rememberedDevice
    ? [["account", email]]
    : [
        ["global", ""],
        ["address", address],
        ["account", email],
      ];

/**
 * Counts an attempt under its account, its address and the global budget (only the account's, from a remembered
 * device); says whether to check it, and when.
 */
export async function claimSignInAttempt(keys: AttemptKeys): Promise<ThrottleDecision> {
  const scopes = scopesOf(keys);
  const slots = await Promise.all(scopes.map(([scope, value]) => claim(scope, value)));
  const decision = decide(slots);
  if (decision.outcome === "refuse") await Promise.all(scopes.map(([scope, value]) => release(scope, value)));
  return decision;
}

/**
 * A success clears the account's count and gives its address and the global budget their attempt back, so those
 * count failures: an office behind one NAT signing in all morning is never slowed.
 */
export async function recordSignInSuccess({ email, address, rememberedDevice }: AttemptKeys) {
  await db.$executeRaw`UPDATE sign_in_throttle SET attempts = 0 WHERE key = ${keyOf("account", email)}`;
  if (rememberedDevice) return;
  await db.$executeRaw`UPDATE sign_in_throttle SET attempts = greatest(attempts - 1, 0) WHERE key IN (${keyOf("address", address)}, ${keyOf("global", "")})`;
}
