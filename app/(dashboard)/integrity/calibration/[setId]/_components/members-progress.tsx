import { Badge } from "@/components/ui/badge";
import { FramedTable, TD, TR } from "@/components/ui/table";

/** Who was asked to answer the set and who has finished: each member's decided count against the set's size. */
export function MembersProgress({
  members,
  progress,
  items,
  names,
}: {
  members: string[];
  /** Answers per reviewer. */
  progress: { reviewerId: string; answered: number }[];
  items: number;
  names: Record<string, string>;
}) {
  if (!members.length) return null;
  const answered = new Map(progress.map((p) => [p.reviewerId, p.answered]));
  return (
    <FramedTable
      caption="Members and who has finished"
      className="mb-4"
      columns={["Member", { label: "Decided", align: "right" }, "State"]}
    >
      {members.map((id) => {
        const done = answered.get(id) ?? 0;
        return (
          <TR key={id}>
            <TD>{names[id] ?? "former user"}</TD>
            <TD className="text-right tabular-nums">{`${done} of ${items}`}</TD>
            <TD>{done >= items ? <Badge tone="success">Finished</Badge> : <Badge>Not finished</Badge>}</TD>
          </TR>
        );
      })}
    </FramedTable>
  );
}
