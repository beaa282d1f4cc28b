import type { ReactNode } from "react";
import { Select } from "@/components/ui/select";

/** A column choice as the mapping lays it out: the field's key, the chosen column, how to set it, the "none" wording. */
export type SelectColumn = (
  key: string,
  value: number | null,
  set: (column: number | null) => void,
  noneLabel?: string,
) => ReactNode;

const NONE = "";

/** One select of the file's columns, each shown with its first value. */
export function ColumnSelect({
  id,
  headers,
  sample,
  value,
  onChange,
  noneLabel,
  describedBy,
}: {
  id: string;
  headers: string[];
  sample: string[][];
  value: number | null;
  onChange: (column: number | null) => void;
  noneLabel: string;
  describedBy?: string;
}) {
  const example = (column: number) => sample.map((row) => row[column]?.trim()).find(Boolean);
  return (
    <Select
      id={id}
      className="w-full"
      value={value === null ? NONE : String(value)}
      onChange={(e) => onChange(e.target.value === NONE ? null : Number(e.target.value))}
      aria-describedby={describedBy}
    >
      <option value={NONE}>{noneLabel}</option>
      {headers.map((header, column) => {
        const first = example(column);
        return (
          <option key={column} value={column}>
            {header}
            {first ? ` (${first.length > 28 ? `${first.slice(0, 27)}…` : first})` : ""}
          </option>
        );
      })}
    </Select>
  );
}

/** A field of the candidate on the left, what fills it on the right. */
export function Row({
  label,
  hint,
  htmlFor,
  children,
}: {
  label: string;
  hint?: string;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5 sm:grid-cols-[11rem_1fr] sm:items-start sm:gap-4">
      <div className="pt-2">
        {htmlFor ? (
          <label htmlFor={htmlFor} className="block text-sm font-medium">
            {label}
          </label>
        ) : (
          <span className="block text-sm font-medium">{label}</span>
        )}
        {hint && <span className="block text-xs text-zinc-600 dark:text-zinc-400">{hint}</span>}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
