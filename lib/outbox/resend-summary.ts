import type { OutboxOutcome } from "./deliver";

export interface ResendSummary {
  tone: "success" | "warning" | "error";
  text: string;
}

/**
 * What an admin's "Send again" did, in words: the outcome of the delivery it ran, or, when it ran none, why not
 * (another instance is sending the message right now, it was delivered meanwhile, or it is gone). Pure.
 */
export function resendSummary(
  outcome: OutboxOutcome,
  message: { status: string; lastError: string | null } | null,
): ResendSummary {
  const why = message?.lastError ? `: ${message.lastError}` : "";
  if (outcome === "delivered") return { tone: "success", text: "Sent again: delivered." };
  if (outcome === "retry")
    return { tone: "warning", text: `Not delivered yet${why}. It will be tried again automatically.` };
  if (outcome === "failed") return { tone: "error", text: `Not delivered${why}. Fix the cause, then send again.` };
  if (!message) return { tone: "error", text: "This delivery no longer exists." };
  if (message.status === "delivered") return { tone: "success", text: "Already delivered." };
  if (message.status === "sending")
    return { tone: "warning", text: "Being sent right now: reload the log in a moment to see how it went." };
  return { tone: "warning", text: "Not sent: try again in a moment." };
}
