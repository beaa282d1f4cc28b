import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { RosterMapping } from "@/lib/roster-import/mapping-schema";
import type { SelectColumn } from "./column-select";

/** Which ATS the ids come from: none, one value for the whole file, or a column of it. */
export function SourceMapping({
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
  const source = mapping.integrationSource;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Select
        id={`${id}-source-kind`}
        className="w-full"
        value={source.kind}
        onChange={(e) => {
          const kind = e.target.value as RosterMapping["integrationSource"]["kind"];
          onChange({
            ...mapping,
            integrationSource:
              kind === "column" ? { kind, column: null } : kind === "value" ? { kind, value: "" } : { kind },
          });
        }}
      >
        <option value="none">None</option>
        <option value="value">One value for the whole file</option>
        <option value="column">A column of the file</option>
      </Select>
      {source.kind === "value" && (
        <>
          <label htmlFor={`${id}-source-value`} className="sr-only">
            Integration source for the whole file
          </label>
          <Input
            id={`${id}-source-value`}
            value={source.value}
            maxLength={200}
            placeholder="e.g. greenhouse"
            onChange={(e) => onChange({ ...mapping, integrationSource: { kind: "value", value: e.target.value } })}
          />
        </>
      )}
      {source.kind === "column" && (
        <div>
          <label htmlFor={`${id}-source`} className="sr-only">
            Integration source column
          </label>
          {select(
            "source",
            source.column,
            (column) => onChange({ ...mapping, integrationSource: { kind: "column", column } }),
            "— Choose a column —",
          )}
        </div>
      )}
    </div>
  );
}
