import { z } from "zod";

/** The most columns a roster file may have; wider files are refused before mapping. */
export const MAX_COLUMNS = 500;

const column = z
  .number()
  .int()
  .min(0)
  .max(MAX_COLUMNS - 1)
  .nullable();

/**
 * Which of the file's columns (by position) feed which field of a candidate. The name is one column, or a first
 * and a last name joined with a space; the integration source is a column, one value for the whole file, or
 * none (then no ATS id is sent). Browser-safe: the form, the worker and the server action share it.
 */
export const rosterMappingSchema = z.object({
  name: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("single"), column }),
    z.object({ kind: z.literal("split"), first: column, last: column }),
  ]),
  email: column,
  externalId: column,
  integrationSource: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("column"), column }),
    z.object({ kind: z.literal("value"), value: z.string().trim().max(200, "At most 200 characters") }),
  ]),
});
export type RosterMapping = z.infer<typeof rosterMappingSchema>;

/** The columns a mapping reads, for listing the others as ignored. */
export function usedColumns(mapping: RosterMapping): Set<number> {
  const used = [
    mapping.email,
    mapping.externalId,
    mapping.integrationSource.kind === "column" ? mapping.integrationSource.column : null,
  ];
  if (mapping.name.kind === "single") used.push(mapping.name.column);
  else used.push(mapping.name.first, mapping.name.last);
  return new Set(used.filter((c): c is number => c !== null));
}

/** What keeps a mapping from being used at all (as opposed to rows it makes invalid); empty when none. */
export function mappingProblems(mapping: RosterMapping): string[] {
  const problems: string[] = [];
  const name = mapping.name;
  if (name.kind === "single" ? name.column === null : name.first === null && name.last === null)
    problems.push("Choose the column that holds the name.");
  if (mapping.email === null) problems.push("Choose the column that holds the email address.");
  const source = mapping.integrationSource;
  const hasSource =
    source.kind === "column" ? source.column !== null : source.kind === "value" && source.value.trim() !== "";
  if (mapping.externalId !== null && !hasSource)
    problems.push("ATS ids need their integration source: choose its column or type it once for the whole file.");
  if (mapping.externalId === null && hasSource)
    problems.push("An integration source goes with an ATS id: choose the ATS id column, or no integration source.");
  return problems;
}
