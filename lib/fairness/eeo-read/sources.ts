import { atsInfo, type AtsKind } from "@/lib/ats/kinds";
import { eeoReadableAts } from "./readable";
import type { EeoReadAts } from "./schema";

/**
 * What each ATS's public API offers for EEO answers, as the choice of source says it (docs/guide/fairness-audit.md
 * has the pages these come from). An ATS without a line here is not read: its answers come from a file.
 */
const notes: Partial<Record<AtsKind, string>> = {
  greenhouse:
    "Reads the EEOC answers of each screened application with the Harvest key (it needs the EEOC permission).",
  lever:
    "Reads Lever's EEO responses with PII for the screened applications (the API key needs the EEO responses with PII endpoint).",
  ashby: "Ashby's API does not expose EEO answers; import them from a file.",
};

export interface EeoSource {
  ats: AtsKind;
  label: string;
  /** Whether this dashboard can read its answers (else `note` says why not). */
  readable: boolean;
  note: string;
}

export const isEeoReadable = (ats: string): ats is EeoReadAts => (eeoReadableAts as readonly string[]).includes(ats);

/** The sources a compliance user may choose from: each connected ATS, readable or with the reason it is not. */
export function eeoSourcesOf(connected: Iterable<string>): EeoSource[] {
  return [...connected]
    .filter((ats): ats is AtsKind => ats in atsInfo)
    .sort()
    .map((ats) => ({
      ats,
      label: atsInfo[ats].label,
      readable: isEeoReadable(ats),
      note: notes[ats] ?? `${atsInfo[ats].label} is not read for EEO answers; import them from a file.`,
    }));
}
