import type { RosterMapping } from "@/lib/roster-import/mapping-schema";
import type { SelectColumn } from "./column-select";

/** The name as one column, or as first and last name columns. */
export function NameMapping({
  id,
  mapping,
  onChange,
  select,
}: {
  id: string;
  mapping: RosterMapping;
  onChange: (mapping: RosterMapping) => void;
  select: SelectColumn;
}) {
  const { name } = mapping;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">How the name is given</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-name-kind`}
            checked={name.kind === "single"}
            onChange={() =>
              onChange({
                ...mapping,
                name: { kind: "single", column: name.kind === "split" ? (name.first ?? name.last) : name.column },
              })
            }
            className="size-4 accent-indigo-600"
          />
          One column
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-name-kind`}
            checked={name.kind === "split"}
            onChange={() =>
              onChange({
                ...mapping,
                name: { kind: "split", first: name.kind === "single" ? name.column : name.first, last: null },
              })
            }
            className="size-4 accent-indigo-600"
          />
          First and last name
        </label>
      </div>
      {name.kind === "single" ? (
        <div>
          <label htmlFor={`${id}-name`} className="sr-only">
            Name column
          </label>
          {select("name", name.column, (column) => onChange({ ...mapping, name: { kind: "single", column } }))}
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-first`} className="text-xs text-zinc-600 dark:text-zinc-400">
              First name column
            </label>
            {select("first", name.first, (first) => onChange({ ...mapping, name: { ...name, first } }))}
          </div>
          <div>
            <label htmlFor={`${id}-last`} className="text-xs text-zinc-600 dark:text-zinc-400">
              Last name column
            </label>
            {select("last", name.last, (last) => onChange({ ...mapping, name: { ...name, last } }))}
          </div>
        </div>
      )}
    </fieldset>
  );
}
