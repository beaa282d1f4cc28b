"use client";

import { Button } from "@/components/ui/button";
import type { RosterMapping } from "@/lib/roster-import/mapping-schema";
import { ImportPart } from "./import-part";
import { MappingFields } from "./mapping-fields";
import { MappingPreview } from "./mapping-preview";
import type { MappingOrigin } from "./use-mapping";
import type { OpenedFile } from "./use-roster-worker";

/** The columns: remembered for this header shape (changeable on request), else the fields to map them; then a preview. */
export function ColumnsPart({
  opened,
  mapping,
  origin,
  problems,
  editing,
  onEdit,
  onChange,
}: {
  opened: OpenedFile;
  mapping: RosterMapping;
  origin: MappingOrigin | null;
  problems: string[];
  editing: boolean;
  onEdit: () => void;
  onChange: (mapping: RosterMapping) => void;
}) {
  return (
    <ImportPart title="Columns">
      {origin === "remembered" && !editing ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
          role="status"
        >
          <span>Mapping remembered from your team&apos;s last import of a file with these columns.</span>
          <Button variant="secondary" onClick={onEdit}>
            Change the mapping
          </Button>
        </div>
      ) : (
        <MappingFields headers={opened.headers} sample={opened.sample} mapping={mapping} onChange={onChange} />
      )}
      {problems.length > 0 && (
        <ul role="alert" className="space-y-0.5 text-sm text-red-700 dark:text-red-400">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <MappingPreview headers={opened.headers} sample={opened.sample} mapping={mapping} />
    </ImportPart>
  );
}
