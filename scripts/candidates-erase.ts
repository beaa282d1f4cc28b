import { parseArgs } from "node:util";
import { withDatabaseServer } from "./lib/database-server";
import { deployMigrations } from "../lib/db/migrations";

/**
 * npm run candidates:erase -- --email <email> [--email <email>]… [--reason "<why>"]
 * Erases everyone the dashboard knows under these emails, as the admin's erasure does (one transaction, a tombstone
 * in the audit log, keyed hashes so the service's copy cannot bring them back), and prints what it removed. Run with
 * the app's DATABASE_URL and AUTH_SECRET (or its DATA_DIR): the hashes are keyed by AUTH_SECRET.
 */
const { values } = parseArgs({
  options: { email: { type: "string", multiple: true }, reason: { type: "string" } },
});
const emails = values.email ?? [];
if (!emails.length) {
  console.error('Usage: npm run candidates:erase -- --email <email> [--email <email>]… [--reason "<why>"]');
  process.exit(2);
}

const exitCode = await withDatabaseServer(async (url) => {
  process.env.DATABASE_URL = url;
  await deployMigrations(url);
  // Imported once DATABASE_URL is set: lib/env reads it at import.
  const { eraseByEmails } = await import("../lib/privacy/erase-by-emails");
  const { describeCounts } = await import("../lib/privacy/describe-counts");
  const { serviceCopyText } = await import("../lib/privacy/service-copy");
  const { DomainError } = await import("../lib/errors/domain-error");
  try {
    const report = await eraseByEmails(
      emails.map((e) => e.trim().toLowerCase()),
      { actor: { id: null, email: "command line" }, reason: values.reason ?? "Erased from the command line" },
    );
    for (const email of report.alreadyErased) console.log(`${email}: already erased here.`);
    for (const email of report.notFound) console.log(`${email}: nothing held.`);
    if (report.candidates) {
      console.log(`Erased ${report.candidates} candidate${report.candidates === 1 ? "" : "s"}.`);
      console.log(`Removed or anonymized: ${describeCounts(report.counts)}.`);
      console.log(`Audit tombstone: ${report.tombstoneId}`);
      console.log(serviceCopyText);
    }
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
});
process.exit(exitCode);
