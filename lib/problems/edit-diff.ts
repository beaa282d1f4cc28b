import type { UpdateProblemRequest } from "@/lib/api-contract/requests";

/** What the edit form starts from: the problem's editable settings as the service last reported them. */
export interface EditBaseline {
  problemTitle: string;
  desiredTime: number;
  /** Undefined when the read shape left it out. */
  externalResourceMode: string | undefined;
  includeAiUsageScoring: boolean;
  /** null: organization default; undefined: the service did not say (treated as the default). */
  expirationDays: number | null | undefined;
}

/** The edit form's inputs, as typed ("" = left empty). `externalResourceMode` "" keeps an unreported policy. */
export interface EditValues {
  problemTitle: string;
  desiredTime: string;
  externalResourceMode: string;
  includeAiUsageScoring: boolean;
  expirationDays: string;
}

export function editValues(baseline: EditBaseline): EditValues {
  return {
    problemTitle: baseline.problemTitle,
    desiredTime: String(baseline.desiredTime),
    externalResourceMode: baseline.externalResourceMode ?? "",
    includeAiUsageScoring: baseline.includeAiUsageScoring,
    expirationDays: baseline.expirationDays == null ? "" : String(baseline.expirationDays),
  };
}

/** "" and anything not a number become NaN, which the update schema reports in its own words. */
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The PATCH body of 4.7: only what changed. The AI-usage setting travels with the AI_ASSISTED mode (the service
 * accepts it only together), so changing it alone re-sends the mode; an emptied expiry sends null only when
 * the problem had its own value. Invalid inputs are kept so `updateProblemRequestSchema` can name them.
 */
export function diffEdit(baseline: EditBaseline, values: Partial<EditValues>): UpdateProblemRequest {
  const changes: UpdateProblemRequest = {};
  const title = (values.problemTitle ?? baseline.problemTitle).trim();
  if (title !== baseline.problemTitle) changes.problemTitle = title;

  const time = values.desiredTime === undefined ? baseline.desiredTime : toNumber(values.desiredTime);
  if (time !== baseline.desiredTime) changes.desiredTime = time;

  const mode = values.externalResourceMode || baseline.externalResourceMode;
  const aiUsage = values.includeAiUsageScoring ?? baseline.includeAiUsageScoring;
  const modeChanged = mode !== undefined && mode !== baseline.externalResourceMode;
  const aiUsageChanged = mode === "AI_ASSISTED" && aiUsage !== baseline.includeAiUsageScoring;
  if (modeChanged || aiUsageChanged) {
    changes.externalResourceMode = mode as UpdateProblemRequest["externalResourceMode"];
    if (mode === "AI_ASSISTED") changes.includeAiUsageScoring = aiUsage;
  }

  const daysText = values.expirationDays ?? (baseline.expirationDays == null ? "" : String(baseline.expirationDays));
  if (daysText.trim() === "") {
    if (baseline.expirationDays != null) changes.expirationDays = null;
  } else {
    const days = toNumber(daysText);
    if (days !== baseline.expirationDays) changes.expirationDays = days;
  }
  return changes;
}
