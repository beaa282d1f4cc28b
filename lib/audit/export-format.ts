import { csvCell } from "@/lib/bulk/csv";

/** One audit entry as an export writes it. */
export interface AuditExportRow {
  seq: bigint | null;
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  metadata: unknown;
  prevHash: string | null;
  hash: string | null;
}

/** The formats an admin can download. */
export const auditExportFormats = ["csv", "jsonl"] as const;
export type AuditExportFormat = (typeof auditExportFormats)[number];

const columns = [
  "seq",
  "at",
  "actorEmail",
  "actorId",
  "action",
  "targetType",
  "targetId",
  "before",
  "after",
  "metadata",
  "id",
  "prevHash",
  "hash",
] as const;

const jsonText = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The export's first bytes: for CSV a BOM (spreadsheets read UTF-8) and the header; JSON Lines has none. */
export function exportPreamble(format: AuditExportFormat): string {
  return format === "csv" ? `\uFEFF${columns.map(csvCell).join(",")}\r\n` : "";
}

/** One entry as a JSON object: a JSON Lines export's line and an audit stream's event (lib/audit-stream) alike. */
export function auditEntryJson(row: AuditExportRow) {
  return {
    seq: row.seq === null ? null : row.seq.toString(),
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    metadata: row.metadata ?? null,
    id: row.id,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/**
 * One entry: a CSV line through the shared formula-neutralising cell writer (JSON columns as JSON text), or one JSON
 * object per line. Both carry the chain's place and hashes, so a copy kept elsewhere can be checked against the log.
 */
export function exportEntry(format: AuditExportFormat, row: AuditExportRow): string {
  const seq = row.seq === null ? null : row.seq.toString();
  if (format === "jsonl") return `${JSON.stringify(auditEntryJson(row))}\n`;
  const cells = [
    seq,
    row.at.toISOString(),
    row.actorEmail,
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    jsonText(row.before),
    jsonText(row.after),
    jsonText(row.metadata),
    row.id,
    row.prevHash,
    row.hash,
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}
