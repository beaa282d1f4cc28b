"use client";

import { useId } from "react";
import type { RosterMapping } from "@/lib/roster-import/mapping-schema";
import { ColumnSelect, Row, type SelectColumn } from "./column-select";
import { NameMapping } from "./name-mapping";
import { SourceMapping } from "./source-mapping";

interface Props {
  headers: string[];
  sample: string[][];
  mapping: RosterMapping;
  onChange: (mapping: RosterMapping) => void;
}

/** The candidate's fields on the left, the file's columns to choose on the right. */
export function MappingFields({ headers, sample, mapping, onChange }: Props) {
  const id = useId();
  const select: SelectColumn = (
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
  return (
    <div className="space-y-4">
      <Row label="Name" hint="Full name, or first and last joined">
        <NameMapping id={id} mapping={mapping} onChange={onChange} select={select} />
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
        <SourceMapping id={id} mapping={mapping} onChange={onChange} select={select} />
      </Row>
    </div>
  );
}
