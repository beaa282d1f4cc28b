import "server-only";
import { db } from "@/lib/db/client";
import type { AnswerRow, RowProblem } from "./import-rows";

/** Where an answer came from: a file, entered by hand, or read from an ATS (lib/fairness/eeo-read). */
export type AnswerSource = "file" | "manual" | "greenhouse" | "lever";

/**
 * Stores answers against the read model's candidates, matched by email (case-insensitive) or else by ATS id.
 * A row matching nobody, or several people, is reported and not stored. A later answer replaces an earlier one.
 */
export async function saveAnswers(rows: AnswerRow[], source: AnswerSource, recordedById: string | null) {
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
  const atsIds = [...new Set(rows.flatMap((row) => (row.atsId ? [row.atsId] : [])))];
  const candidates = await db.mirrorCandidate.findMany({
    where: { OR: [{ emailKey: { in: emails } }, { externalId: { in: atsIds } }], goneAt: null },
    select: { id: true, emailKey: true, externalId: true },
  });
  const matches = (row: AnswerRow) =>
    candidates.filter((c) => (row.email ? c.emailKey === row.email : c.externalId === row.atsId));
  const problems: RowProblem[] = [];
  let saved = 0;
  for (const row of rows) {
    const found = matches(row);
    const who = row.email ?? `ATS id ${row.atsId}`;
    if (found.length !== 1) {
      problems.push({
        line: row.line,
        message: found.length ? `${who} matches ${found.length} candidates.` : `${who} matches no candidate.`,
      });
      continue;
    }
    const answers = {
      sex: row.sex,
      raceEthnicity: row.raceEthnicity,
      veteran: row.veteran,
      disability: row.disability,
      source,
      recordedById,
    };
    await db.demographicAnswer.upsert({
      where: { candidateId: found[0]!.id },
      create: { candidateId: found[0]!.id, ...answers },
      update: answers,
    });
    saved += 1;
  }
  return { saved, problems };
}
