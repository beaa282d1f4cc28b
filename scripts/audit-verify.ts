import { parseArgs } from "node:util";
import { withDatabaseServer } from "./lib/database-server";
import { verifyAuditChain } from "../lib/audit/verify-chain";
import { describeProblem, parseKeptHash } from "../lib/audit/chain-check";

/**
 * npm run audit:verify [-- --expect <seq>:<hash>]
 * Walks the audit log's hash chain (DATABASE_URL, or the data directory's embedded Postgres) and names the first
 * edited, inserted or deleted entry; exit status 0 when the chain is whole, 1 when it is not. Read-only: it runs no
 * migration and writes nothing. `--expect` gives an entry's hash kept outside the database (an export, the
 * organization's log system): the chain must still hold it, which a chain rewritten whole from before it does not.
 */
const { values } = parseArgs({ options: { expect: { type: "string" } } });
const kept = values.expect === undefined ? undefined : parseKeptHash(values.expect);
if (kept === null) {
  console.error("Usage: npm run audit:verify [-- --expect <seq>:<the 64 hex digits of that entry's hash>]");
  process.exit(2);
}

const exitCode = await withDatabaseServer(async (url) => {
  const report = await verifyAuditChain(url, kept);
  if (report.problem) {
    console.error(describeProblem(report.problem));
    console.error(`(${report.entries} entries before it are intact.)`);
    return 1;
  }
  const redacted = report.redacted ? `, ${report.redacted} of them redacted by an erasure and re-sealed` : "";
  const held = kept ? `, and entry ${kept.seq} holds the hash kept outside` : "";
  console.log(`The audit log's chain is whole: ${report.entries} entries${redacted}${held}.`);
  return 0;
});
process.exit(exitCode);
