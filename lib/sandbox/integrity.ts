import type { Flag, IntegrityReport } from "@/lib/api-contract/responses";
import type { FlagLevel, RiskLevel } from "@/lib/api-contract/statuses";
import { integrityChecks, type CheckOutcome, type IntegrityIpReading, type SessionSignals } from "./integrity-checks";
import { createRandom, type Random } from "@/lib/utils/seeded-random";

export { integrityCheckIds, type IntegrityIpReading } from "./integrity-checks";

/** Input of {@link buildIntegrityReport}. */
export interface IntegrityInput {
  /** Stable per screen; same seed and readings, same report. */
  seed: string;
  externalResourceMode: string;
  problemType: string;
  /** Enriched readings reported for the candidate (4.13); `source` is named in findings when given. */
  ipReadings: IntegrityIpReading[];
  /** ISO 3166-1 alpha-2 country the candidate is expected in, when the organization knows it. */
  expectedCountryCode?: string;
}

type Concern = "tab" | "paste" | "face" | "voice" | "ai";

/**
 * Most sessions are clean; about one in five shows something worth a look and one in twelve something
 * serious, which is roughly what reviewers see in practice.
 */
function simulateSignals(random: Random, video: boolean): SessionSignals {
  const signals: SessionSignals = {
    focusLosses: random.int(0, 4),
    longestAbsenceSeconds: random.int(3, 40),
    largePastes: 0,
    largestPasteChars: random.chance(0.6) ? random.int(10, 180) : 0,
    secondFaceSeconds: 0,
    secondVoiceSeconds: 0,
    externalAi: "none",
    assistantPrompts: random.int(3, 24),
  };
  if (signals.focusLosses === 0) signals.longestAbsenceSeconds = 0;
  const profile = random.next();
  if (profile < 0.72) return signals;

  const concerns: Concern[] = video ? ["tab", "face", "voice", "ai"] : ["tab", "paste", "face", "voice", "ai"];
  const severe = profile >= 0.92;
  const first = random.pick(concerns);
  const rest = concerns.filter((c) => c !== first);
  raise(signals, random, first, severe);
  if (random.chance(0.35)) raise(signals, random, random.pick(rest), false);
  return signals;
}

function raise(signals: SessionSignals, random: Random, concern: Concern, severe: boolean) {
  switch (concern) {
    case "tab":
      signals.focusLosses = severe ? random.int(15, 40) : random.int(6, 13);
      signals.longestAbsenceSeconds = severe ? random.int(120, 600) : random.int(30, 150);
      break;
    case "paste":
      signals.largePastes = severe ? random.int(2, 6) : random.int(1, 3);
      signals.largestPasteChars = severe ? random.int(1200, 4000) : random.int(300, 1100);
      break;
    case "face":
      signals.secondFaceSeconds = severe ? random.int(30, 240) : random.int(2, 20);
      break;
    case "voice":
      signals.secondVoiceSeconds = severe ? random.int(60, 600) : random.int(5, 50);
      break;
    case "ai":
      signals.externalAi = severe ? "strong" : "weak";
      break;
  }
}

const levelOrder: Record<FlagLevel, number> = { critical: 0, warning: 1, info: 2 };

/** Risk follows the worst finding: any critical is high, any warning medium, otherwise low. */
export function riskFromFlags(flags: Pick<Flag, "level">[]): RiskLevel {
  if (flags.some((f) => f.level === "critical")) return "high";
  if (flags.some((f) => f.level === "warning")) return "medium";
  return "low";
}

const joinPhrases = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

function explain(risk: RiskLevel, findings: { level: FlagLevel; finding: string }[], checkCount: number): string {
  const of = (level: FlagLevel) => findings.filter((f) => f.level === level).map((f) => f.finding);
  if (findings.length === 0)
    return `All ${checkCount} integrity checks passed; nothing in the session suggests outside help.`;
  if (risk === "low")
    return `Low risk: every check passed apart from informational notes on ${joinPhrases(of("info"))}.`;
  const warnings = of("warning");
  if (risk === "medium") {
    return `Medium risk: ${joinPhrases(warnings)} ${warnings.length === 1 ? "warrants" : "warrant"} a look before a decision; the other checks passed.`;
  }
  const alongside = warnings.length > 0 ? `, alongside ${joinPhrases(warnings)}` : "";
  return `High risk: ${joinPhrases(of("critical"))}${alongside}. Review the evidence of each flag before relying on the score.`;
}

/**
 * The integrity report of one completed screen (spec 2.4): each applicable check appears exactly once,
 * as a flag when it found something or as a passing flag when it did not. Session signals are simulated
 * from the seed; location and network findings come from the given IP readings.
 */
export function buildIntegrityReport(input: IntegrityInput): IntegrityReport {
  const video = input.problemType === "video-screen";
  const random = createRandom(`integrity:${input.seed}`);
  const signals = simulateSignals(random, video);
  const context = {
    signals,
    mode: input.externalResourceMode,
    video,
    ipReadings: input.ipReadings,
    expectedCountryCode: input.expectedCountryCode,
  };

  const flags: (Flag & { level: FlagLevel })[] = [];
  const passing_flags: Flag[] = [];
  const findings: { level: FlagLevel; finding: string }[] = [];
  const checks = integrityChecks.filter((check) => check.appliesTo(video));
  for (const check of checks) {
    const outcome: CheckOutcome = check.evaluate(context);
    const flag = { id: check.id, title: check.title, description: outcome.description };
    if (outcome.level === null) {
      passing_flags.push({ ...flag, level: "info" });
    } else {
      flags.push({ ...flag, level: outcome.level });
      findings.push({ level: outcome.level, finding: outcome.finding ?? check.title.toLowerCase() });
    }
  }
  flags.sort((a, b) => levelOrder[a.level] - levelOrder[b.level]);
  const risk = riskFromFlags(flags);
  return { risk, explanation: explain(risk, findings, checks.length), flags, passing_flags };
}
