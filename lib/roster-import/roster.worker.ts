/// <reference lib="webworker" />
import { CHECKED_PART_ROWS, SAMPLE_ROWS, type FromWorker, type ToWorker } from "./protocol";
import { checkRow, DuplicateIndex, type CheckedRow } from "./check-rows";
import { readTable, RosterFileError, type RosterTable } from "./read-table";

/**
 * The roster's Web Worker: reads and parses the file, then checks every row under a mapping, so a 50,000-row
 * file never holds the page. It keeps the parsed table, so a new mapping is checked without reading again.
 * Results go back in parts (CHECKED_PART_ROWS) and progress every few thousand rows.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);
let table: RosterTable | null = null;
let latestCheck = 0;

async function open(file: File, choices: ToWorker & { kind: "open" }) {
  table = null;
  post({ kind: "progress", stage: "reading", done: 0, total: file.size });
  const bytes = new Uint8Array(await file.arrayBuffer());
  post({ kind: "progress", stage: "parsing", done: 0, total: 1000 });
  table = await readTable(bytes, file.name, choices.choices, (fraction) =>
    post({ kind: "progress", stage: "parsing", done: Math.round(fraction * 1000), total: 1000 }),
  );
  post({
    kind: "opened",
    reading: table.reading,
    headers: table.headers,
    sample: table.rows.slice(0, SAMPLE_ROWS).map((r) => r.cells),
    rowCount: table.rows.length,
  });
}

/** Checks every row; a newer check request (the mapping changed again) stops an older one between parts. */
async function check(requestId: number, message: ToWorker & { kind: "check" }) {
  if (!table) return post({ kind: "failed", message: "Choose the file again." });
  latestCheck = requestId;
  const { rows } = table;
  const duplicates = new DuplicateIndex();
  for (let start = 0; start < rows.length; start += CHECKED_PART_ROWS) {
    const part: CheckedRow[] = rows
      .slice(start, start + CHECKED_PART_ROWS)
      .map((row) => checkRow(row.line, row.cells, message.mapping, duplicates));
    post({ kind: "checked-part", requestId, rows: part });
    post({ kind: "progress", stage: "checking", done: start + part.length, total: rows.length });
    // Lets a newer request in between parts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (latestCheck !== requestId) return;
  }
  post({ kind: "checked", requestId, rowCount: rows.length });
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  const run = message.kind === "open" ? open(message.file, message) : check(message.requestId, message);
  run.catch((error: unknown) => {
    if (!(error instanceof RosterFileError)) console.error("roster worker failed", error);
    post({
      kind: "failed",
      message:
        error instanceof RosterFileError
          ? error.message
          : "The file could not be read. Is it a CSV, TSV, TXT or XLSX file?",
    });
  });
};
