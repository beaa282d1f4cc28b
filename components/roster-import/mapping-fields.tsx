"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { RosterMapping } from "@/lib/roster-import/mapping-schema";

interface Props {
  headers: string[];
  sample: string[][];
  mapping: RosterMapping;
  onChange: (mapping: RosterMapping) => void;
}

const NONE = "";

/** One select of the file's columns, each shown with its first value. */
function ColumnSelect({
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

function Row({
  label,
  hint,
  htmlFor,
  children,
}: {
  label: string;
  hint?: string;
  htmlFor?: string;
  children: React.ReactNode;
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

/** The candidate's fields on the left, the file's columns to choose on the right. */
export function MappingFields({ headers, sample, mapping, onChange }: Props) {
  const id = useId();
  const select = (
    key: string,
    value: number | null,
    set: (column: number | null) => void,
    noneLabel = "— Not in this file —",
  ) => (
    <ColumnSelect
      id={`${id}-${key}`}
      headers={headers}
      sample={sample}
      value={value}
      onChange={set}
      noneLabel={noneLabel}
    />
  );
  const { name, integrationSource: source } = mapping;
  return (
    <div className="space-y-4">
      <Row label="Name" hint="Full name, or first and last joined">
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
      </Row>
      <Row label="Email" htmlFor={`${id}-email`}>
        {select("email", mapping.email, (email) => onChange({ ...mapping, email }))}
      </Row>
      <Row label="ATS id" hint="The candidate's id in your ATS (optional)" htmlFor={`${id}-externalId`}>
        {select(
          "externalId",
          mapping.externalId,
          (externalId) => onChange({ ...mapping, externalId }),
          "— No ATS id —",
        )}
      </Row>
      <Row label="Integration source" hint="Which ATS the ids come from" htmlFor={`${id}-source-kind`}>
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
      </Row>
    </div>
  );
}
