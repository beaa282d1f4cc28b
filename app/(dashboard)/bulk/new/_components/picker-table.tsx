"use client";

import { StatusBadge } from "@/components/screening/status-badge";
import { EmptyRow, Table, TableFrame, TD, TH, THead, TR } from "@/components/ui/table";
import type { PickerRow } from "@/lib/bulk/pick-candidates";
import { cn } from "@/lib/utils/cn";
import { isPicked, togglePicked, type PickedCandidates } from "./picked-candidates";
import { TickBox } from "./tick-box";
import { EmailAddress } from "@/components/ui/email-address";

/** One candidate with its checkbox, status, ATS link and number of screens. */
function CandidateRow({
  row,
  value,
  onChange,
}: {
  row: PickerRow;
  value: PickedCandidates;
  onChange: (picked: PickedCandidates) => void;
}) {
  const picked = isPicked(value, row.id);
  return (
    <TR aria-selected={picked} className="aria-selected:bg-indigo-50/70 dark:aria-selected:bg-indigo-950/40">
      <TD>
        <TickBox
          checked={picked}
          label={`Select ${row.name}, ${row.email}`}
          onChange={() => onChange(togglePicked(value, row))}
        />
      </TD>
      <TD className="font-medium">{row.name}</TD>
      <TD>
        <EmailAddress email={row.email} className="list-email" />
      </TD>
      <TD>
        <StatusBadge status={row.status} />
      </TD>
      <TD>{row.integrationSource ? `${row.integrationSource} · ${row.externalId ?? ""}` : "—"}</TD>
      <TD className="text-right tabular-nums">{row.screenCount}</TD>
    </TR>
  );
}

/** The page of candidates with a checkbox each and one for the whole page; `empty` stands where there are none. */
export function PickerTable({
  rows,
  value,
  loading,
  empty,
  onChange,
}: {
  rows: PickerRow[];
  value: PickedCandidates;
  loading: boolean;
  empty: string | null;
  onChange: (picked: PickedCandidates) => void;
}) {
  const pickedOnPage = rows.filter((row) => isPicked(value, row.id)).length;
  const togglePage = () => {
    let next = value;
    const allOnPage = pickedOnPage === rows.length;
    for (const row of rows) if (isPicked(next, row.id) === allOnPage) next = togglePicked(next, row);
    onChange(next);
  };
  return (
    <TableFrame className={cn("max-h-[26rem] overflow-y-auto", loading && "opacity-60")} aria-busy={loading}>
      <Table>
        <caption className="sr-only">Candidates to choose from</caption>
        <THead className="sticky top-0 z-10">
          <tr>
            <TH className="w-10">
              <TickBox
                checked={rows.length > 0 && pickedOnPage === rows.length}
                indeterminate={pickedOnPage > 0 && pickedOnPage < rows.length}
                label="Select every candidate on this page"
                onChange={togglePage}
                disabled={!rows.length}
              />
            </TH>
            <TH>Name</TH>
            <TH>Email</TH>
            <TH>Status</TH>
            <TH>ATS</TH>
            <TH align="right">Screens</TH>
          </tr>
        </THead>
        <tbody>
          {rows.map((row) => (
            <CandidateRow key={row.id} row={row} value={value} onChange={onChange} />
          ))}
          {empty && <EmptyRow colSpan={6}>{empty}</EmptyRow>}
        </tbody>
      </Table>
    </TableFrame>
  );
}
