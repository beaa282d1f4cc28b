"use client";

import { CheckPart } from "./check-part";
import { ColumnsPart } from "./columns-part";
import { FilePicker } from "./file-picker";
import { WorkerProgress } from "./import-progress";
import { useRosterImport, type ImportSummary } from "./use-roster-import";

/**
 * A roster from a file, in three parts on one page: the file (read in a Web Worker), the columns (remembered
 * for this header shape, else guessed, always changeable) and the check of every row (the API's rules,
 * repeats, and which rows are candidates already, from the server). Nothing is sent from here.
 */
export function RosterImport({ onChange }: { onChange: (summary: ImportSummary | null) => void }) {
  const { worker, mapping, problems, ...state } = useRosterImport(onChange);
  const opened = worker.opened;
  return (
    <div className="space-y-4">
      <FilePicker
        reading={opened?.reading ?? null}
        rowCount={opened?.rowCount ?? null}
        onFile={state.onFile}
        onChoices={(choices) => opened && worker.open(opened.file, choices)}
      />
      {worker.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {worker.error}
        </p>
      )}
      <WorkerProgress worker={worker} checking={false} />
      {opened && mapping && (
        <ColumnsPart
          opened={opened}
          mapping={mapping}
          origin={state.origin}
          problems={problems}
          editing={state.editing}
          onEdit={() => state.setEditing(true)}
          onChange={state.change}
        />
      )}
      {opened && mapping && !problems.length && (
        <CheckPart
          worker={worker}
          review={state.checked}
          known={state.known}
          tableKey={opened.reading.name + String(worker.rows?.length)}
          changes={state.rowChanges}
        />
      )}
    </div>
  );
}
