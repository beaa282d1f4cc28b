import { createContext, use, useEffect, useRef } from "react";
import { atsColumn, candidateColumn, emailColumn, nameColumn, screensColumn, statusColumn } from "@/components/candidates/candidate-columns";

function Checkbox({ checked, indeterminate = false, label, onChange }: { checked: boolean; indeterminate?: boolean; label: string; onChange: (event: unknown) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" checked={checked} onChange={onChange} aria-label={label} className="size-4 accent-indigo-600" />;
}

/** How many of the candidates matching the filters are selected, and the toggle of them all, for the header box. */
export const MatchingSelection = createContext({ all: false, some: false, toggle: () => {} });

function SelectMatching() {
  const { all, some, toggle } = use(MatchingSelection);
  return <Checkbox checked={all} indeterminate={!all && some} label="Select every candidate matching the filters" onChange={toggle} />;
}

export const pickerColumns = candidateColumn.columns([
  candidateColumn.display({
    id: "select",
    header: () => <SelectMatching />,
    cell: ({ row }) => <Checkbox checked={row.getIsSelected()} label={`Select ${row.original.name}`} onChange={row.getToggleSelectedHandler()} />,
  }),
  nameColumn({ linked: false }),
  emailColumn,
  statusColumn,
  atsColumn,
  screensColumn,
]);
