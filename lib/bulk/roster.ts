import { z } from "zod";
import { createCandidateRequestSchema } from "@/lib/api-contract/requests";
import { parseCsv } from "./csv";

/** One person a bulk job will screen: an existing candidate, or one to create from a CSV row first. */
export const rosterEntrySchema = z.object({
  candidateId: z.string().min(1).optional(),
  name: z.string(),
  email: z.string(),
  integrationSource: z.string().optional(),
  externalId: z.string().optional(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export interface PreviewRow {
  line: number;
  entry: RosterEntry;
  errors: string[];
}

const HEADERS = ["name", "email", "integrationsource", "externalid"] as const;

/**
 * Reads a roster CSV (header: name, email, optional integrationSource and externalId) and validates every
 * row with the API's own candidate rules, plus duplicates within the file. Nothing is sent.
 */
export function previewCsv(text: string): { rows: PreviewRow[]; error?: string } {
  const [header, ...lines] = parseCsv(text);
  if (!header) return { rows: [], error: "The file is empty." };
  const columns = header.map((h) => h.trim().toLowerCase());
  const missing = ["name", "email"].filter((h) => !columns.includes(h));
  if (missing.length) return { rows: [], error: `The header must name the columns name and email (missing: ${missing.join(", ")}).` };
  const unknown = columns.filter((c) => !HEADERS.includes(c as (typeof HEADERS)[number]));
  if (unknown.length) return { rows: [], error: `Unknown columns: ${unknown.join(", ")}. Use name, email, integrationSource, externalId.` };
  const at = (cells: string[], name: string) => {
    const value = cells[columns.indexOf(name)]?.trim();
    return value ? value : undefined;
  };
  const seen = new Map<string, number>();
  const rows = lines.map((cells, i): PreviewRow => {
    const line = i + 2;
    const candidate = { name: at(cells, "name") ?? "", email: (at(cells, "email") ?? "").toLowerCase(), integrationSource: at(cells, "integrationsource"), externalId: at(cells, "externalid") };
    const parsed = createCandidateRequestSchema.safeParse(candidate);
    const errors = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    const first = seen.get(candidate.email);
    if (candidate.email && first) errors.push(`same email as line ${first}`);
    else if (candidate.email) seen.set(candidate.email, line);
    return { line, entry: candidate, errors };
  });
  return { rows };
}
