/**
 * A logical backup (docs/operators/personal-data.md, "Backups"): one gzip stream of lines.
 *   line 1: the header, JSON (`BackupHeader`)
 *   per table: a JSON line `{ "table": "<schema>.<name>", "columns": [...] }`, then the table's rows as
 *   `COPY … TO STDOUT` text (one row per line: tabs between fields, `\N` for null, backslash escapes), then a line
 *   `\.` (COPY's own end marker, which no row can equal: a backslash in data is always escaped).
 */
export const BACKUP_FORMAT = "screening-dashboard-backup";
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** The newest migration the database had: a restore runs migrations to exactly this one. */
  migrationHead: string;
  createdAt: string;
  /** PostgreSQL's server_version of the source. */
  serverVersion: string;
  tables: Array<{ table: string; rows: number }>;
}

export interface TableHeader {
  table: string;
  columns: string[];
}

export const END_OF_TABLE = "\\.";

/** The schemas a backup covers: the dashboard's (public) and the sandbox emulator's. The job engine's is not. */
export const BACKUP_SCHEMAS = ["public", "sandbox"];

/** Quoted `schema.table` for SQL. */
export const quoteTable = (qualified: string) =>
  qualified
    .split(".")
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join(".");

export const quoteColumn = (name: string) => `"${name.replace(/"/g, '""')}"`;
