/// <reference lib="webworker" />
import { readTable, RosterFileError } from "@/lib/roster-import/read-table";
import { answersFromTable, type AnswerRow, type RowProblem } from "./import-rows";

/** What the answers worker sends back: the usable rows and every problem, or why the file could not be read. */
export type AnswersFromWorker =
  { kind: "read"; rows: AnswerRow[]; problems: RowProblem[] } | { kind: "failed"; message: string };

/** Reads a demographic answers file with the roster reader off the page's thread, so a large file never holds it. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<File>) => {
  const file = event.data;
  file
    .arrayBuffer()
    .then((buffer) => readTable(new Uint8Array(buffer), file.name, {}))
    .then((table) => scope.postMessage({ kind: "read", ...answersFromTable(table) } satisfies AnswersFromWorker))
    .catch((error: unknown) =>
      scope.postMessage({
        kind: "failed",
        message: error instanceof RosterFileError ? error.message : "The file could not be read.",
      } satisfies AnswersFromWorker),
    );
};
