/**
 * The kinds of integrity flag and the reasons a verdict on each may give. Plain values (no zod, no server code): the
 * verdict form imports them in the browser, and `recordVerdict` checks a reason against the same lists.
 *
 * A flag's kind follows its check id (spec 2.4: a flag has an `id`; the service's checks keep theirs stable). A check
 * the dashboard does not know is of kind `other`: only the team's own reasons (Settings → Review) and "Other" apply.
 */
export type FlagKind = "location" | "network" | "paste" | "focus" | "presence" | "ai" | "other";

const kindOfCheck: Record<string, Exclude<FlagKind, "other">> = {
  "location-mismatch": "location",
  "network-concealment": "network",
  "paste-bursts": "paste",
  "tab-switching": "focus",
  "second-face": "presence",
  "second-voice": "presence",
  "ai-tool-use": "ai",
};

export function flagKindOf(flagId: string): FlagKind {
  return Object.hasOwn(kindOfCheck, flagId) ? kindOfCheck[flagId]! : "other";
}

export const flagKindLabels: Record<FlagKind, string> = {
  location: "Location",
  network: "Network",
  paste: "Paste activity",
  focus: "Tab switching",
  presence: "Someone else present",
  ai: "AI tool use",
  other: "Other checks",
};

export interface ReasonLists {
  confirmed: readonly string[];
  cleared: readonly string[];
}

/** What explains a flag of each kind, or what it shows when it stands. */
export const kindReasons: Record<Exclude<FlagKind, "other">, ReasonLists> = {
  location: {
    confirmed: ["Different person likely", "Location hidden from the team"],
    cleared: ["Travel explains it", "VPN for work", "Moved recently"],
  },
  network: {
    confirmed: ["Concealment to hide who took it", "Remote desktop or shared machine"],
    cleared: ["VPN for work", "Privacy relay on the device", "Campus or office network"],
  },
  paste: {
    confirmed: ["Copied solution", "Pasted from an AI tool"],
    cleared: ["Own code pasted", "Boilerplate"],
  },
  focus: {
    confirmed: ["Looked up the solution", "Talked to someone else"],
    cleared: ["Allowed documentation", "Interrupted", "Notes on a second screen"],
  },
  presence: {
    confirmed: ["Another person helped"],
    cleared: ["Someone passed by", "Background noise or TV"],
  },
  ai: {
    confirmed: ["Unapproved AI help"],
    cleared: ["Built-in assistant, as allowed", "Accessibility tool", "Reading own notes"],
  },
};

/** The reason that asks for the reviewer's own words: stored as is, the words go in the note, which it requires. */
export const OTHER_REASON = "Other";

/** The reasons a verdict on this flag may give: its kind's, then the team's own (valid for every kind). */
export function reasonsFor(flagId: string, team: ReasonLists): { kind: FlagKind; own: ReasonLists; team: ReasonLists } {
  const kind = flagKindOf(flagId);
  const own = kind === "other" ? { confirmed: [], cleared: [] } : kindReasons[kind];
  const without = (list: readonly string[], taken: readonly string[]) => list.filter((r) => !taken.includes(r));
  return {
    kind,
    own,
    team: { confirmed: without(team.confirmed, own.confirmed), cleared: without(team.cleared, own.cleared) },
  };
}

/**
 * Why a reason may not be given on this flag, or null when it may: it must be one of the flag kind's reasons, one of
 * the team's, or "Other" with a note saying why.
 */
export function reasonProblem(
  flagId: string,
  verdict: "confirmed" | "cleared",
  reason: string,
  note: string,
  team: ReasonLists,
): string | null {
  if (reason === OTHER_REASON) return note.trim() ? null : "Say why in the note when the reason is Other.";
  const { kind, own, team: teams } = reasonsFor(flagId, team);
  if (own[verdict].includes(reason) || teams[verdict].includes(reason)) return null;
  return `Choose a reason from the list for a ${verdict} ${flagKindLabels[kind].toLowerCase()} flag.`;
}
