import "server-only";
import type { OpenConnection } from "../adapter";
import { AtsHttpError } from "../http/ats-request";
import { spi } from "./spi";

/**
 * Subscribes `target` to every candidate move: POST /spi/v3/subscriptions { target, event: "candidate_moved" }
 * (workable.readme.io "webhook-subscriptions", scope r_candidates), after which Workable POSTs each moved candidate
 * there, signed with the account token. "The target URLs should be unique": a 409 means it is subscribed already.
 */
export async function subscribeToCandidateMoves(connection: OpenConnection, target: string) {
  try {
    await spi(connection, { method: "POST", path: "/subscriptions", json: { target, event: "candidate_moved" } });
    return "subscribed" as const;
  } catch (error) {
    if (error instanceof AtsHttpError && error.status === 409) return "already subscribed" as const;
    throw error;
  }
}
