import type { ListColumn } from "@/components/data-table/list-table";
import { eraseSelectionFormId } from "@/components/privacy/selection";
import type { CandidateListRow } from "@/lib/sync/read/list-candidates";
import { placeholderPrefix } from "@/lib/privacy/subject-hash";

/** Admin only: a checkbox per row that belongs to the erase-selection form (an erased stand-in has none). */
export const selectColumn: ListColumn<CandidateListRow> = {
  key: "select",
  header: "Select",
  className: "w-0",
  cell: (row) =>
    row.id.startsWith(placeholderPrefix) ? null : (
      <input
        type="checkbox"
        name="candidateIds"
        value={row.id}
        form={eraseSelectionFormId}
        aria-label={`Select ${row.name}`}
        className="size-4 accent-indigo-600"
      />
    ),
};
