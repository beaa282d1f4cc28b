import type { CheckedRow } from "./check-rows";
import type { Delimiter } from "./delimited";
import type { TextEncoding } from "./encodings";
import type { RosterMapping } from "./mapping-schema";

/** What the user may change about how a file is read; anything left out is detected. */
export interface ReadChoices {
  encoding?: TextEncoding;
  delimiter?: Delimiter;
  sheet?: string;
}

/** How the file was read, as the page shows it (and lets the user change). */
export interface FileReading {
  name: string;
  bytes: number;
  format: "text" | "xlsx";
  encoding?: { value: TextEncoding; bom: boolean; detected: boolean };
  delimiter?: { value: Delimiter; detected: boolean };
  sheets?: string[];
  sheet?: string;
  warnings: string[];
}

export type ToWorker =
  { kind: "open"; file: File; choices: ReadChoices } | { kind: "check"; requestId: number; mapping: RosterMapping };

export type Stage = "reading" | "parsing" | "checking";

export type FromWorker =
  | { kind: "progress"; stage: Stage; done: number; total: number }
  | { kind: "opened"; reading: FileReading; headers: string[]; sample: string[][]; rowCount: number }
  | { kind: "checked-part"; requestId: number; rows: CheckedRow[] }
  | { kind: "checked"; requestId: number; rowCount: number }
  | { kind: "failed"; message: string };

/** Rows per message back to the page: small enough that receiving one never holds the page for long. */
export const CHECKED_PART_ROWS = 2500;
/** Rows shown under each column while mapping. */
export const SAMPLE_ROWS = 5;
