type Row = Record<string, unknown>;

/**
 * Columns the export's appendix tables (`data/<table>.json|csv`) leave out: the dashboard's own machinery, which says
 * nothing about the person that another column of the same row does not already say in plain, and would only puzzle
 * the reader (prisma/schema/*.prisma says what each is). Personal data stays whatever its form: free text, answers,
 * notes, IP addresses, ATS and webhook bodies, the results as the service sent them.
 * - `anyTable`: digests, which name nothing: the audit log's hash chain (`hash`, `prevHash`, `payloadHash`) and a
 *   share link's `tokenHash` (the link's secret, kept only as its hash).
 * - `mirror_candidate`: `nameKey`, `emailKey` and `searchText` are lowercased copies of the name, email and ATS id
 *   for sorting and search; `raw` is the service's answer verbatim, its fields already the row's columns (the service
 *   holds the original, see the README); `confirmedAt` and `seenRun` say when the sync last checked the copy.
 * - `mirror_screen`: the same `raw`, `confirmedAt` and `seenRun`.
 * - `result_snapshot`: `riskRank`, the integrity queue's sort key, derived from `risk`.
 * - `audit_event`: `seq` (the entry's place in the hash chain) and `seal` (the digest an erasure seals).
 * - `bulk_job_row`: `claim` and `workedBy`, which attempt and which server instance worked the row.
 * - `outbox_message`: `idempotencyKey`, which keeps a retried delivery from being sent twice.
 * - `notification`, `chat_post`: `event_key` (the same for a replayed event) and `message_id` (the email or chat
 *   message that carried it).
 */
export const internalColumns = {
  anyTable: /hash$/i,
  byTable: {
    mirror_candidate: ["nameKey", "emailKey", "searchText", "raw", "confirmedAt", "seenRun"],
    mirror_screen: ["raw", "confirmedAt", "seenRun"],
    result_snapshot: ["riskRank"],
    audit_event: ["seq", "seal"],
    bulk_job_row: ["claim", "workedBy"],
    outbox_message: ["idempotencyKey"],
    notification: ["event_key", "message_id"],
    chat_post: ["event_key", "message_id"],
  } as Readonly<Record<string, readonly string[]>>,
} as const;

/** Whether `column` of `table` is left out of the export's tables (see `internalColumns`). */
export const isInternalColumn = (table: string, column: string) =>
  internalColumns.anyTable.test(column) || (internalColumns.byTable[table]?.includes(column) ?? false);

/** A table's rows as the appendix shows them: every column but the internal ones. */
export function appendixRows(table: string, rows: readonly Row[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !isInternalColumn(table, column))),
  );
}
