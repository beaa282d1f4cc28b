"use client";

import { FramedTable } from "@/components/ui/table";
import { draftErrors, draftOf } from "@/lib/roster-import/check-rows";
import { usedColumns, type RosterMapping } from "@/lib/roster-import/mapping-schema";

const none = <span className="text-zinc-400">—</span>;

/** The file's first rows as they will be sent under the mapping, and the columns it leaves out. */
export function MappingPreview({
  headers,
  sample,
  mapping,
}: {
  headers: string[];
  sample: string[][];
  mapping: RosterMapping;
}) {
  const used = usedColumns(mapping);
  const ignored = headers.filter((_, column) => !used.has(column));
  return (
    <div className="space-y-3">
      <FramedTable columns={["Name", "Email", "ATS", "Check"]} caption="The first rows as they will be sent">
        {sample.map((cells, i) => {
          const draft = draftOf(cells, mapping);
          const errors = draftErrors(draft);
          return (
            <tr key={i}>
              <td className="font-medium">{draft.name || none}</td>
              <td className="whitespace-nowrap">{draft.email || none}</td>
              <td>
                {draft.integrationSource || draft.externalId
                  ? `${draft.integrationSource ?? "?"} · ${draft.externalId ?? "?"}`
                  : none}
              </td>
              <td
                className={errors.length ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}
              >
                {errors.length ? errors.join("; ") : "OK"}
              </td>
            </tr>
          );
        })}
      </FramedTable>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {ignored.length ? (
          <>
            <span className="font-medium text-zinc-800 dark:text-zinc-200">Ignored ({ignored.length}):</span>{" "}
            {ignored.join(", ")}
          </>
        ) : (
          "Every column of the file is used."
        )}
      </p>
    </div>
  );
}
