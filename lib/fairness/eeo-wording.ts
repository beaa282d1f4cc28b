import { z } from "zod";
import { disabilitySchema, raceEthnicitySchema, sexSchema, veteranSchema, type RaceEthnicity } from "./categories";

/** One candidate's answers in our categories (lib/fairness/categories.ts); null where not answered or not known. */
export const eeoAnswersSchema = z.object({
  sex: sexSchema.nullable(),
  raceEthnicity: raceEthnicitySchema.nullable(),
  veteran: veteranSchema.nullable(),
  disability: disabilitySchema.nullable(),
});
export type EeoAnswers = z.infer<typeof eeoAnswersSchema>;
export type EeoField = keyof EeoAnswers;

/** The four answers as an ATS words them (its own text, before mapping). */
export interface EeoWording {
  gender?: string | null;
  race?: string | null;
  veteran?: string | null;
  disability?: string | null;
}

/** An answer whose wording the mapping does not know: left unanswered, counted and logged, never guessed. */
export interface UnknownEeoValue {
  field: EeoField;
  value: string;
}

export interface MappedEeo {
  answers: EeoAnswers;
  unknown: UnknownEeoValue[];
}

const words = (text: string | null | undefined) =>
  text
    ?.toLowerCase()
    .replace(/\(not hispanic or latino\)/g, "")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim() || null;

/** "Decline To Self Identify", "I don't wish to answer", "Prefer not to say"… (apostrophes are spaces by now). */
const declined = (text: string) =>
  /decline|not wish|n t wish|prefer not|rather not|choose not|not want to|n t want to|not to (answer|say|disclose)/.test(
    text,
  );

const raceCodes: Record<string, RaceEthnicity> = {
  "hispanic or latino": "hispanic_or_latino",
  white: "white",
  "black or african american": "black_or_african_american",
  "native hawaiian or other pacific islander": "native_hawaiian_or_other_pacific_islander",
  asian: "asian",
  "american indian or alaska native": "american_indian_or_alaska_native",
  "two or more races": "two_or_more_races",
};

function sexOf(text: string) {
  if (declined(text)) return "declined" as const;
  return text === "male" || text === "female" ? text : null;
}

function veteranOf(text: string) {
  if (declined(text)) return "declined" as const;
  if (text.includes("not a protected veteran") || text === "i am not a veteran")
    return "not_protected_veteran" as const;
  if (text.includes("protected veteran")) return "protected_veteran" as const;
  return null;
}

function disabilityOf(text: string) {
  if (declined(text)) return "declined" as const;
  if (/^yes\b/.test(text)) return "yes" as const;
  if (/^no\b/.test(text)) return "no" as const;
  return null;
}

/**
 * Maps the wording of Greenhouse's and Lever's EEO forms to our categories. Declining ("Decline to self-identify",
 * "I don't wish to answer") is an answer of its own; a blank is unanswered; any other wording it does not know (a
 * gender other than male or female, say) is left unanswered and returned in `unknown`.
 */
export function mapEeoWording(wording: EeoWording): MappedEeo {
  const unknown: UnknownEeoValue[] = [];
  const map = <T>(field: EeoField, raw: string | null | undefined, read: (text: string) => T | null): T | null => {
    const text = words(raw);
    if (!text) return null;
    const value = read(text);
    if (value === null) unknown.push({ field, value: raw!.trim().slice(0, 200) });
    return value;
  };
  const answers: EeoAnswers = {
    sex: map("sex", wording.gender, sexOf),
    raceEthnicity: map("raceEthnicity", wording.race, (text) =>
      declined(text) ? "declined" : (raceCodes[text] ?? null),
    ),
    veteran: map("veteran", wording.veteran, veteranOf),
    disability: map("disability", wording.disability, disabilityOf),
  };
  return { answers, unknown };
}

/** Whether any of the four was answered (declining counts as an answer). */
export const hasAnyAnswer = (answers: EeoAnswers) =>
  Boolean(answers.sex ?? answers.raceEthnicity ?? answers.veteran ?? answers.disability);
