import "server-only";
import { db } from "@/lib/db/client";
import type { Role } from "@/lib/auth/roles";
import { publicOrigin } from "@/lib/env";
import { identityView, redactCandidate } from "@/lib/review/blind";
import { singleLine } from "@/lib/utils/single-line";
import type { NotificationKind } from "./kinds";
import { describeCalibrationAssigned, describeSecondOpinionRequest, routedNames } from "./compose-routed";

/**
 * Who a message is written for: a person (their role, and blind review for their role, decide what it may show) or
 * a team chat channel.
 */
export type Audience = { type: "person"; id: string; role: Role } | { type: "channel" };

/** One thing a message tells, as plain text: written once, rendered as HTML, text or chat. */
export interface MessageItem {
  title: string;
  detail: string;
  href: string;
  /** Why the reader hears of it (e.g. both "high integrity risk" and "you follow this candidate"). */
  reasons: NotificationKind[];
}

export interface StoredEvent {
  kind: string;
  subjectType: string;
  subjectId: string;
  facts: unknown;
}

const link = (path: string) => `${publicOrigin}${path}`;
const text = (facts: Record<string, unknown>, key: string) => (typeof facts[key] === "string" ? facts[key] : "");
const count = (facts: Record<string, unknown>, key: string) => (typeof facts[key] === "number" ? facts[key] : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

function integrityLine(facts: Record<string, unknown>) {
  const flags = count(facts, "flagCount");
  const critical = count(facts, "criticalCount");
  const risk = text(facts, "risk") || "unknown";
  const flagText = flags ? `${plural(flags, "flag")}${critical ? `, ${critical} critical` : ""}` : "no flags";
  return `Integrity risk ${risk} · ${flagText}`;
}

/**
 * Names a message may show: a candidate's name only for a person (chat channels are read by whoever is in them, so
 * they get the problem's name and a link, never a candidate's). Never an email address, an IP address, a key or a
 * share-link token: the facts recorded with an event hold none of them. A reader under blind review (lib/review/blind.ts)
 * gets a candidate's pseudonym unless they revealed who it is.
 */
async function namesFor(events: StoredEvent[], audience: Audience) {
  const facts = events.map((e) => (e.facts ?? {}) as Record<string, unknown>);
  const distinct = (key: string) => [...new Set(facts.map((f) => text(f, key)).filter(Boolean))];
  const problemIds = distinct("problemId");
  const candidateIds = audience.type === "person" ? distinct("candidateId") : [];
  const [problems, candidates, routed] = await Promise.all([
    problemIds.length
      ? db.problemRegistryEntry.findMany({
          where: { problemId: { in: problemIds } },
          select: { problemId: true, name: true },
        })
      : [],
    candidateIds.length
      ? db.mirrorCandidate.findMany({ where: { id: { in: candidateIds } }, select: { id: true, name: true } })
      : [],
    routedNames(events, facts),
  ]);
  const view = audience.type === "person" ? await identityView(audience, candidateIds) : null;
  return {
    problem: new Map(problems.map((p) => [p.problemId, p.name])),
    candidate: new Map(candidates.map((c) => [c.id, view ? redactCandidate(c.id, c, view).name : c.name])),
    ...routed,
  };
}

/** The events as message items, one per subject (a screen both high-risk and followed is told once). */
export async function describeEvents(events: StoredEvent[], audience: Audience): Promise<MessageItem[]> {
  const names = await namesFor(events, audience);
  const bySubject = new Map<string, MessageItem>();
  for (const event of events) {
    const key = `${event.subjectType}:${event.subjectId}`;
    const existing = bySubject.get(key);
    if (existing) {
      if (!existing.reasons.includes(event.kind as NotificationKind))
        existing.reasons.push(event.kind as NotificationKind);
      continue;
    }
    const facts = (event.facts ?? {}) as Record<string, unknown>;
    const { title, detail, href } = describeOne(event, facts, names, audience);
    // Names, titles and error texts come from people and outside systems: a line break in one would be a new line
    // of a plain-text email (a forged header-like line) or of a chat message.
    bySubject.set(key, {
      title: singleLine(title),
      detail: singleLine(detail),
      href,
      reasons: [event.kind as NotificationKind],
    });
  }
  return [...bySubject.values()];
}

function describeOne(
  event: StoredEvent,
  facts: Record<string, unknown>,
  names: Awaited<ReturnType<typeof namesFor>>,
  audience: Audience,
): Omit<MessageItem, "reasons"> {
  switch (event.subjectType) {
    case "review-request":
      return describeSecondOpinionRequest(facts, names, audience);
    case "calibration-set":
      return describeCalibrationAssigned(event.subjectId, facts, names, audience);
    case "screen": {
      const problem = names.problem.get(text(facts, "problemId")) ?? "a problem";
      const candidate = names.candidate.get(text(facts, "candidateId"));
      return {
        title: candidate ? `${candidate} completed ${problem}` : `A screen of ${problem} completed`,
        detail: integrityLine(facts),
        href: link(`/results/${encodeURIComponent(event.subjectId)}`),
      };
    }
    case "job": {
      const what = text(facts, "jobKind") === "import" ? "import" : "bulk issue";
      const failed = count(facts, "failed");
      return {
        title: failed ? `Your ${what} job finished with ${plural(failed, "failed row")}` : `Your ${what} job finished`,
        detail: `${plural(count(facts, "done"), "row")} done, ${plural(failed, "row")} failed, of ${count(facts, "total").toLocaleString("en-GB")}`,
        href: link(`/bulk/${encodeURIComponent(event.subjectId)}`),
      };
    }
    case "sync":
      return {
        title: "The sync is failing",
        detail: text(facts, "error") ? `Last error: ${text(facts, "error")}` : "A reconcile ended in an error.",
        href: link("/settings/sync"),
      };
    case "ats":
      return {
        title: "ATS deliveries are failing",
        detail: `A delivery to ${text(facts, "ats") || "an ATS"} was given up after its retries.`,
        href: link("/settings/integrations"),
      };
    default:
      return {
        title: "Webhooks are piling up",
        detail: `${plural(count(facts, "waiting"), "event")} from the service waited more than five minutes.`,
        href: link("/settings/webhooks"),
      };
  }
}
