import { createCandidateRequestSchema } from "@/lib/api-contract/requests";
import { plainWords } from "@/lib/forms/plain-words";
import type { RosterMapping } from "./mapping-schema";

/** A person as a roster row describes them, before anything is sent. */
export interface RowDraft {
  name: string;
  email: string;
  integrationSource?: string;
  externalId?: string;
}

/**
 * One data row of the file: its row number in the file (the header is row 1), the person, what the API would
 * refuse (`errors`) and which earlier row it repeats (`repeats`), kept apart so repeats can be worked out
 * again once rows are fixed or left out.
 */
export interface CheckedRow {
  line: number;
  draft: RowDraft;
  errors: string[];
  repeats: string[];
}

const cell = (cells: string[], column: number | null) =>
  column === null ? "" : (cells[column] ?? "").replace(/\s+/g, " ").trim();

/** The person a row of cells describes under `mapping`; ATS ids only when both are there (the API takes both or neither). */
export function draftOf(cells: string[], mapping: RosterMapping): RowDraft {
  const name =
    mapping.name.kind === "single"
      ? cell(cells, mapping.name.column)
      : [cell(cells, mapping.name.first), cell(cells, mapping.name.last)].filter(Boolean).join(" ");
  const email = cell(cells, mapping.email).toLowerCase();
  const source = mapping.integrationSource;
  const integrationSource =
    source.kind === "column" ? cell(cells, source.column) : source.kind === "value" ? source.value.trim() : "";
  const externalId = cell(cells, mapping.externalId);
  return {
    name,
    email,
    ...(mapping.externalId !== null && source.kind !== "none"
      ? { integrationSource: integrationSource || undefined, externalId: externalId || undefined }
      : {}),
  };
}

/** Longest value a roster field may hold (a job row's limit, lib/bulk/roster.ts). */
const MAX_FIELD = 1000;

/** The API's own rules for a new candidate (spec 4.9), and the job's length limit, as messages. */
export function draftErrors(draft: RowDraft): string[] {
  const parsed = createCandidateRequestSchema.safeParse({
    name: draft.name,
    email: draft.email,
    integrationSource: draft.integrationSource,
    externalId: draft.externalId,
  });
  const errors = parsed.success ? [] : parsed.error.issues.map((issue) => plainWords(issue.message));
  for (const [field, value] of Object.entries(draft))
    if (typeof value === "string" && value.length > MAX_FIELD)
      errors.push(`${field} is longer than ${MAX_FIELD.toLocaleString("en")} characters`);
  return errors;
}

const atsKey = (draft: RowDraft) =>
  draft.integrationSource && draft.externalId
    ? `${draft.integrationSource.toLowerCase()}\u0000${draft.externalId}`
    : null;

/** Finds the rows that repeat an earlier row's email or ATS id; kept across calls so rows can be checked in parts. */
export class DuplicateIndex {
  private emails = new Map<string, number>();
  private ats = new Map<string, number>();

  /**
   * The errors `draft` gets for repeating an earlier line; unless `record` is false (a row left out, which
   * takes no key from the rows after it), records it as the first of its keys otherwise.
   */
  check(line: number, draft: RowDraft, record = true): string[] {
    const errors: string[] = [];
    const firstEmail = draft.email ? this.emails.get(draft.email) : undefined;
    if (firstEmail !== undefined && firstEmail !== line) errors.push(`same email as row ${firstEmail}`);
    else if (draft.email && record) this.emails.set(draft.email, line);
    const key = atsKey(draft);
    const firstAts = key ? this.ats.get(key) : undefined;
    if (firstAts !== undefined && firstAts !== line) errors.push(`same ATS id as row ${firstAts}`);
    else if (key && record) this.ats.set(key, line);
    return errors;
  }
}

/** Checks one data row: the API's rules, then repeats of earlier rows. */
export function checkRow(
  line: number,
  cells: string[],
  mapping: RosterMapping,
  duplicates: DuplicateIndex,
): CheckedRow {
  const draft = draftOf(cells, mapping);
  return { line, draft, errors: draftErrors(draft), repeats: duplicates.check(line, draft) };
}

/** A row with no value in any cell: blank lines and spreadsheet padding, skipped silently. */
export const isBlankRow = (cells: string[]) => cells.every((c) => c.trim() === "");
