import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { withDatabaseServer } from "./lib/database-server";
import { deployMigrations } from "../lib/db/migrations";

/**
 * npm run demographics:import -- <file.csv|file.xlsx>
 * Stores voluntary self-identification answers (columns email or ats_id, sex, race_ethnicity, optional veteran and
 * disability) against the mirrored candidates, read with the roster reader, and prints every row it could not use.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run demographics:import -- <file.csv|file.xlsx>");
  process.exit(2);
}

const exitCode = await withDatabaseServer(async (url) => {
  process.env.DATABASE_URL = url;
  await deployMigrations(url);
  // Imported once DATABASE_URL is set: lib/env reads it at import.
  const { readTable, RosterFileError } = await import("../lib/roster-import/read-table");
  const { answersFromTable } = await import("../lib/fairness/import-rows");
  const { saveAnswers } = await import("../lib/fairness/save-answers");
  const { recordAudit } = await import("../lib/audit/record-audit");
  try {
    const table = await readTable(new Uint8Array(await readFile(file)), basename(file), {});
    const { rows, problems } = answersFromTable(table);
    const stored = await saveAnswers(rows, "file", null);
    await recordAudit(null, {
      action: "demographics.import",
      targetType: "demographics",
      targetId: basename(file),
      metadata: { saved: stored.saved, refused: problems.length + stored.problems.length, by: "command line" },
    });
    for (const problem of [...problems, ...stored.problems].sort((a, b) => a.line - b.line))
      console.error(`Line ${problem.line}: ${problem.message}`);
    console.log(`Stored the answers of ${stored.saved} candidate${stored.saved === 1 ? "" : "s"}.`);
    return problems.length + stored.problems.length ? 1 : 0;
  } catch (error) {
    if (error instanceof RosterFileError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
});
process.exit(exitCode);
