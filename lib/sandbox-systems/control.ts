import "server-only";
import { z } from "zod";
import { ownOrigin, sandboxEnabled } from "@/lib/env";
import { DomainError } from "@/lib/errors/domain-error";
import { sandboxControlAuthorization } from "./credentials";
import { caughtChatSchema, sandboxAtsOverviewSchema, sandboxMoveAnswerSchema, type SandboxAtsAction } from "./overview";
import type { SandboxAts } from "./systems";

/**
 * The dashboard reaches its sandbox systems as it reaches the real ones: over HTTP, here to the controls mounted
 * under /api/sandbox-systems/control (app/api/sandbox-systems), with the server's control token. Pages and actions
 * call these after their own role check; outside sandbox mode they refuse.
 */
async function control<T>(system: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
  if (!sandboxEnabled) throw new DomainError("The sandbox systems exist only in sandbox mode.");
  const response = await fetch(`${ownOrigin}/api/sandbox-systems/control/${system}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: sandboxControlAuthorization(), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok)
    throw new DomainError(
      typeof answer?.message === "string" ? answer.message : `The sandbox ${system} answered ${response.status}.`,
    );
  return schema.parse(answer);
}

/** The sandbox ATS's jobs, stages, applications and what the dashboard wrote to it. */
export const getSandboxAtsOverview = (ats: SandboxAts) => control(ats, sandboxAtsOverviewSchema);

/** Moves an application (the sandbox ATS sends its signed web hook to the dashboard) or adds one. */
export const actOnSandboxAts = (ats: SandboxAts, action: SandboxAtsAction) =>
  control(ats, sandboxMoveAnswerSchema.partial(), action);

/** The chat catcher's posts, newest first (the last 200). */
export const listCaughtChatPosts = async () => (await control("chat", caughtChatSchema)).posts;
