import "server-only";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import { formatDate } from "@/lib/utils/format";

/**
 * Messages about work routed to a named person (a second opinion asked of them, a calibration round they were added
 * to): the names they need (teammates, the flag's title, the set's name) and their wording. A chat channel reads
 * the team-wide wording: who asked whom, never which candidate.
 */

interface Described {
  title: string;
  detail: string;
  href: string;
}

export interface RoutedNames {
  person: Map<string, string>;
  /** Keyed `interviewId:flagId`. */
  flagTitle: Map<string, string>;
  setName: Map<string, string>;
  /** A set's due day as it is now ("YYYY-MM-DD", "" for none): it may have changed since the event. */
  setDue: Map<string, string>;
}

interface Lookups extends RoutedNames {
  problem: Map<string, string>;
  candidate: Map<string, string>;
}

const link = (path: string) => `${publicOrigin}${path}`;
const text = (facts: Record<string, unknown>, key: string) => (typeof facts[key] === "string" ? facts[key] : "");
const count = (facts: Record<string, unknown>, key: string) => (typeof facts[key] === "number" ? facts[key] : 0);

/** Teammates, flag titles and set names the events refer to: three indexed reads, each of only what is named. */
export async function routedNames(
  events: { subjectType: string; subjectId: string }[],
  facts: Record<string, unknown>[],
): Promise<RoutedNames> {
  const userIds = [
    ...new Set(facts.flatMap((f) => ["requestedById", "assigneeId", "addedById"].map((k) => text(f, k)))),
  ].filter(Boolean);
  const flags = facts.filter((f) => text(f, "interviewId") && text(f, "flagId"));
  const setIds = events.filter((e) => e.subjectType === "calibration-set").map((e) => e.subjectId);
  const [users, flagRows, sets] = await Promise.all([
    userIds.length
      ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, email: true } })
      : [],
    flags.length
      ? db.resultFlag.findMany({
          where: { OR: flags.map((f) => ({ interviewId: text(f, "interviewId"), flagId: text(f, "flagId") })) },
          select: { interviewId: true, flagId: true, title: true },
        })
      : [],
    setIds.length
      ? db.calibrationSet.findMany({ where: { id: { in: setIds } }, select: { id: true, name: true, dueAt: true } })
      : [],
  ]);
  return {
    person: new Map(users.map((u) => [u.id, u.name ?? u.email])),
    flagTitle: new Map(flagRows.map((f) => [`${f.interviewId}:${f.flagId}`, f.title])),
    setName: new Map(sets.map((s) => [s.id, s.name])),
    setDue: new Map(sets.map((s) => [s.id, s.dueAt ? s.dueAt.toISOString().slice(0, 10) : ""])),
  };
}

const someone = (names: Lookups, id: string) => names.person.get(id) ?? "A former teammate";

/** "Ada asked you for a second opinion" (a person) or "Ada asked Rita for a second opinion on a critical flag". */
export function describeSecondOpinionRequest(
  facts: Record<string, unknown>,
  names: Lookups,
  audience: { type: "person" | "channel" },
): Described {
  const interviewId = text(facts, "interviewId");
  const flagId = text(facts, "flagId");
  const asker = someone(names, text(facts, "requestedById"));
  const level = text(facts, "level") || "flagged";
  const flag = names.flagTitle.get(`${interviewId}:${flagId}`) ?? flagId;
  const problem = names.problem.get(text(facts, "problemId")) ?? "a problem";
  const href = link(`/results/${encodeURIComponent(interviewId)}#flag-${encodeURIComponent(flagId)}`);
  if (audience.type === "channel")
    return {
      title: `${asker} asked ${someone(names, text(facts, "assigneeId"))} for a second opinion on a ${level} flag`,
      detail: `${flag} · ${problem}`,
      href,
    };
  const candidate = names.candidate.get(text(facts, "candidateId"));
  return {
    title: `${asker} asked you for a second opinion`,
    detail: `${flag} (${level}) · ${candidate ? `${candidate}, ` : ""}${problem}`,
    href,
  };
}

/** "Ada added you to the calibration round “Q4 panel”" (a person) or "Ada added 3 people to …" (a channel). */
export function describeCalibrationAssigned(
  setId: string,
  facts: Record<string, unknown>,
  names: Lookups,
  audience: { type: "person" | "channel" },
): Described {
  const adder = someone(names, text(facts, "addedById"));
  const round = `the calibration round “${names.setName.get(setId) ?? "a removed set"}”`;
  const items = count(facts, "items");
  const due = names.setDue.get(setId) ?? text(facts, "dueAt");
  const members = count(facts, "members");
  const who = audience.type === "channel" ? (members === 1 ? "1 person" : `${members} people`) : "you";
  return {
    title: `${adder} added ${who} to ${round}`,
    detail:
      `${items} ${items === 1 ? "result" : "results"} to decide` +
      (due ? ` · due ${formatDate(`${due}T00:00:00Z`, "UTC")}` : " · no due date") +
      (names.problem.get(text(facts, "problemId")) ? ` · ${names.problem.get(text(facts, "problemId"))}` : ""),
    href: link(`/integrity/calibration/${encodeURIComponent(setId)}`),
  };
}
