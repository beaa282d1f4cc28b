import type { RosterTable } from "@/lib/roster-import/read-table";
import type { z } from "zod";
import { categoryLabels, raceEthnicityValues, sexValues } from "./categories";
import type { answerRowSchema } from "./import-schema";

/** One file row's answers, with how to find the candidate (email, else ATS id). */
export type AnswerRow = z.output<typeof answerRowSchema>;

export type RowProblem = { line: number; message: string };

const columnNames = {
  email: ["email", "e-mail", "email address"],
  atsId: ["ats_id", "ats id", "external_id", "external id", "application_id", "candidate_id"],
  sex: ["sex", "gender"],
  raceEthnicity: ["race_ethnicity", "race/ethnicity", "race", "ethnicity"],
  veteran: ["veteran", "veteran_status"],
  disability: ["disability", "disability_status"],
} as const;

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s/-]+/g, "_");

/** Accepts a category's code or its EEO-1 label ("Black or African American"), any case; "decline…" is declined. */
function normalise(raw: string, allowed: readonly string[]): string | null | undefined {
  const text = raw.trim();
  if (!text) return null;
  if (
    /^(declined?|decline to (self[- ]identify|answer|state)|prefer not to (say|answer)|i don't wish to answer)/i.test(
      text,
    )
  )
    return "declined";
  const wanted = key(text);
  const byLabel = allowed.find(
    (value) => key(categoryLabels[value as keyof typeof categoryLabels] ?? value) === wanted,
  );
  return allowed.find((value) => value === wanted) ?? byLabel ?? undefined;
}

const veteranValues = ["protected_veteran", "not_protected_veteran", "declined"] as const;
const disabilityValues = ["yes", "no", "declined"] as const;

/**
 * Reads a roster table (CSV or XLSX, lib/roster-import) as demographic answers. Needs an `email` or ATS id
 * column and `sex` and `race_ethnicity`; veteran and disability are optional. Every row that cannot be used is
 * reported with its line number and why; no row is silently dropped.
 */
export function answersFromTable(table: RosterTable): { rows: AnswerRow[]; problems: RowProblem[] } {
  const headers = table.headers.map(key);
  const find = (names: readonly string[]) => headers.findIndex((h) => names.map(key).includes(h));
  const at = Object.fromEntries(Object.entries(columnNames).map(([field, names]) => [field, find(names)])) as Record<
    keyof typeof columnNames,
    number
  >;
  const missing = [
    at.email < 0 && at.atsId < 0 ? "email (or ats_id)" : null,
    at.sex < 0 ? "sex" : null,
    at.raceEthnicity < 0 ? "race_ethnicity" : null,
  ].filter((m): m is string => m !== null);
  if (missing.length)
    return { rows: [], problems: [{ line: 1, message: `The file has no column ${missing.join(", ")}.` }] };

  const rows: AnswerRow[] = [];
  const problems: RowProblem[] = [];
  for (const { line, cells } of table.rows) {
    const cell = (index: number) => (index < 0 ? "" : (cells[index] ?? "").trim());
    const email = cell(at.email).toLowerCase() || null;
    const atsId = cell(at.atsId) || null;
    const fields = {
      sex: [cell(at.sex), normalise(cell(at.sex), sexValues)],
      race_ethnicity: [cell(at.raceEthnicity), normalise(cell(at.raceEthnicity), raceEthnicityValues)],
      veteran: [cell(at.veteran), normalise(cell(at.veteran), veteranValues)],
      disability: [cell(at.disability), normalise(cell(at.disability), disabilityValues)],
    } as const;
    const bad = Object.entries(fields).filter(([, [, value]]) => value === undefined);
    if (!email && !atsId) problems.push({ line, message: "No email or ATS id: the candidate cannot be found." });
    else if (bad.length)
      problems.push({
        line,
        message: bad
          .map(([field, [raw]]) => `${field} "${raw.slice(0, 60)}" is not a category this import knows`)
          .join("; "),
      });
    else
      rows.push({
        line,
        email,
        atsId,
        // normalise() answers only values of the lists it was given, which are the schema's.
        sex: (fields.sex[1] ?? null) as AnswerRow["sex"],
        raceEthnicity: (fields.race_ethnicity[1] ?? null) as AnswerRow["raceEthnicity"],
        veteran: (fields.veteran[1] ?? null) as AnswerRow["veteran"],
        disability: (fields.disability[1] ?? null) as AnswerRow["disability"],
      });
  }
  return { rows, problems };
}
