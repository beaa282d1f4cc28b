import type { FlagLevel } from "@/lib/api-contract/statuses";
import type { IpIntel } from "./ip-intel";

/** What the proctoring side of the sandbox "observed" during one session. */
export interface SessionSignals {
  focusLosses: number;
  longestAbsenceSeconds: number;
  largePastes: number;
  largestPasteChars: number;
  secondFaceSeconds: number;
  secondVoiceSeconds: number;
  externalAi: "none" | "weak" | "strong";
  assistantPrompts: number;
}

/** An IP reading as enriched, optionally with the reporting system's name (spec 4.13 `source`). */
export type IntegrityIpReading = IpIntel & { source?: string; observedAt?: string };

export interface CheckContext {
  signals: SessionSignals;
  mode: string;
  video: boolean;
  ipReadings: IntegrityIpReading[];
  expectedCountryCode?: string;
}

/** A check's outcome: level null means it passed. `finding` is the short phrase used in the explanation. */
export interface CheckOutcome {
  level: FlagLevel | null;
  description: string;
  finding?: string;
}

export interface IntegrityCheck {
  id: string;
  title: string;
  appliesTo: (video: boolean) => boolean;
  evaluate: (context: CheckContext) => CheckOutcome;
}

const pass = (description: string): CheckOutcome => ({ level: null, description });
const found = (level: FlagLevel, description: string, finding: string): CheckOutcome => ({
  level,
  description,
  finding,
});

export function formatDuration(total: number): string {
  const seconds = Number.isFinite(total) ? Math.max(0, Math.round(total)) : 0;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const open = (mode: string) => mode === "OPEN";

const classLabel: Record<IpIntel["classification"], string> = {
  residential: "residential line",
  business: "business line",
  mobile: "mobile carrier",
  hosting: "cloud hosting provider",
  vpn: "commercial VPN exit",
  proxy: "proxy service",
  tor: "Tor exit node",
  relay: "privacy relay",
};
const concealLevel: Partial<Record<IpIntel["classification"], FlagLevel>> = {
  tor: "critical",
  vpn: "warning",
  proxy: "warning",
  hosting: "warning",
  relay: "info",
};
const levelRank: Record<FlagLevel, number> = { critical: 3, warning: 2, info: 1 };

/** "185.220.101.42 (Tor exit (DFRI), Stockholm, Sweden; reported by Okta)"; the class is named unless the network name says it. */
export function describeReading(r: IntegrityIpReading): string {
  const selfDescribing = new RegExp(`\\b${r.classification}\\b`, "i").test(r.network);
  const network = selfDescribing ? r.network : `${classLabel[r.classification]}: ${r.network}`;
  return `${r.ip} (${network}, ${r.city}, ${r.country}${r.source ? `; reported by ${r.source}` : ""})`;
}

const tabSwitching: IntegrityCheck = {
  id: "tab-switching",
  title: "Tab switching",
  appliesTo: () => true,
  evaluate: ({ signals: s, mode }) => {
    const detail = `The assessment window lost focus ${plural(s.focusLosses, "time")}, the longest absence lasting ${formatDuration(s.longestAbsenceSeconds)}.`;
    if (s.focusLosses < 6)
      return pass(
        s.focusLosses === 0
          ? "The assessment window kept focus for the whole session."
          : `${detail} This is within the normal range.`,
      );
    if (open(mode))
      return found(
        "info",
        `${detail} External resources are allowed under the OPEN policy.`,
        `${s.focusLosses} tab switches`,
      );
    const level = s.focusLosses >= 15 ? "critical" : "warning";
    return found(
      level,
      `${detail} External resources were not allowed for this screen.`,
      `${s.focusLosses} tab switches`,
    );
  },
};

const pasteBursts: IntegrityCheck = {
  id: "paste-bursts",
  title: "Paste activity",
  appliesTo: (video) => !video,
  evaluate: ({ signals: s, mode }) => {
    if (s.largestPasteChars < 300) {
      return pass(
        s.largestPasteChars === 0
          ? "No text was pasted into the editor."
          : `Only small pastes (largest ${s.largestPasteChars} characters), consistent with moving the candidate's own code around.`,
      );
    }
    const detail = `${plural(s.largePastes, "large paste")} into the editor, the largest ${s.largestPasteChars} characters of code in a single step.`;
    if (open(mode))
      return found("info", `${detail} Copying from external sources is allowed under the OPEN policy.`, "large pastes");
    const level = s.largestPasteChars >= 1200 ? "critical" : "warning";
    return found(
      level,
      `${detail} The pasted code did not originate in the session.`,
      `a ${s.largestPasteChars}-character paste`,
    );
  },
};

const secondFace: IntegrityCheck = {
  id: "second-face",
  title: "Faces on camera",
  appliesTo: () => true,
  evaluate: ({ signals: s }) => {
    if (s.secondFaceSeconds === 0)
      return pass("Only the candidate's face was visible on camera throughout the session.");
    if (s.secondFaceSeconds >= 30) {
      return found(
        "critical",
        `A second face was visible on camera for ${formatDuration(s.secondFaceSeconds)} in total, facing the candidate's screen.`,
        "a second person on camera",
      );
    }
    return found(
      "warning",
      `A second face appeared briefly (${formatDuration(s.secondFaceSeconds)}), possibly someone passing behind the candidate.`,
      "a brief second face on camera",
    );
  },
};

const secondVoice: IntegrityCheck = {
  id: "second-voice",
  title: "Voices in audio",
  appliesTo: () => true,
  evaluate: ({ signals: s }) => {
    if (s.secondVoiceSeconds === 0) return pass("Only the candidate's voice was detected in the audio.");
    if (s.secondVoiceSeconds >= 60) {
      return found(
        "critical",
        `A second voice spoke for ${formatDuration(s.secondVoiceSeconds)} in total, at times while the candidate was answering or typing.`,
        "a second voice prompting the candidate",
      );
    }
    return found(
      "warning",
      `A second voice was heard for ${formatDuration(s.secondVoiceSeconds)}; the words were not related to the task.`,
      "a second voice in the audio",
    );
  },
};

const location: IntegrityCheck = {
  id: "location-mismatch",
  title: "Location consistency",
  appliesTo: () => true,
  evaluate: ({ ipReadings, expectedCountryCode }) => {
    const expected = expectedCountryCode?.toUpperCase();
    if (ipReadings.length === 0)
      return pass(
        "No external IP readings were reported for this candidate; the session location was not contradicted.",
      );
    const countries = [...new Map(ipReadings.map((r) => [r.countryCode, `${r.country} (${r.city})`])).entries()];
    const places = countries.map(([, label]) => label).join(", ");
    const outside = expected ? countries.filter(([code]) => code !== expected) : [];
    if (countries.length < 2 && outside.length === 0) {
      return pass(
        `All ${plural(ipReadings.length, "IP reading")} place the candidate in ${places}${expected ? ", as expected" : ""}.`,
      );
    }
    const expectation = expected ? ` The candidate is expected in ${countryName(expected)}.` : "";
    const times = ipReadings.flatMap((r) => (r.observedAt ? [r.observedAt] : [])).sort();
    const window =
      times.length >= 2 && times[0] !== times.at(-1) ? ` Observed from ${times[0]} to ${times.at(-1)}.` : "";
    const level = countries.length >= 3 ? "critical" : "warning";
    const finding =
      countries.length >= 2
        ? `IP readings from ${countries.length} countries`
        : "a location outside the expected country";
    return found(level, `IP readings place the candidate in ${places}.${window}${expectation}`, finding);
  },
};

const network: IntegrityCheck = {
  id: "network-concealment",
  title: "Network anonymity",
  appliesTo: () => true,
  evaluate: ({ ipReadings }) => {
    const concealing = ipReadings.filter((r) => concealLevel[r.classification]);
    if (ipReadings.length === 0)
      return pass("No external IP readings were reported; no anonymising network was observed.");
    if (concealing.length === 0) {
      return pass(`All ${plural(ipReadings.length, "IP reading")} come from residential, mobile or business networks.`);
    }
    const level = concealing
      .map((r) => concealLevel[r.classification] ?? "info")
      .reduce((a, b) => (levelRank[b] > levelRank[a] ? b : a));
    const kinds = [...new Set(concealing.map((r) => classLabel[r.classification]))].join(" and ");
    const note = level === "info" ? " Privacy relays hide the real location but are common on Apple devices." : "";
    return found(
      level,
      `Reported from ${concealing.map(describeReading).join("; ")}.${note}`,
      `a ${kinds} among the IP readings`,
    );
  },
};

const aiUse: IntegrityCheck = {
  id: "ai-tool-use",
  title: "AI tool use",
  appliesTo: () => true,
  evaluate: ({ signals: s, mode, video }) => {
    if (mode === "AI_ASSISTED") {
      return pass(
        `AI assistance is allowed for this screen; the built-in assistant was used ${plural(s.assistantPrompts, "time")}, within policy.`,
      );
    }
    if (s.externalAi === "none") return pass("No sign of an external AI tool during the session.");
    const evidence = video
      ? s.externalAi === "strong"
        ? "Answers were read from the screen after long pauses, and an AI chat window was visible in a reflection."
        : "Gaze and answer timing suggest some answers were read from another window."
      : s.externalAi === "strong"
        ? "An AI chat window was in focus during several absences, each followed by a burst of typed code."
        : "Typing rhythm in two passages matches transcription rather than composing.";
    if (open(mode))
      return found("info", `${evidence} External tools are allowed under the OPEN policy.`, "external AI use");
    const level = s.externalAi === "strong" ? "critical" : "warning";
    return found(level, `${evidence} AI tools were not allowed for this screen.`, "AI tool use outside policy");
  },
};

/** Every check, in report order; ids are stable for dashboards and annotations. */
export const integrityChecks: readonly IntegrityCheck[] = [
  tabSwitching,
  pasteBursts,
  secondFace,
  secondVoice,
  location,
  network,
  aiUse,
];

/** The checks that run for a problem type (video screens have no code editor, so no paste check). */
export function integrityCheckIds(problemType: string): string[] {
  const video = problemType === "video-screen";
  return integrityChecks.filter((c) => c.appliesTo(video)).map((c) => c.id);
}
