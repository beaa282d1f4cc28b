import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";

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
          <tr key={id}>
            <td>{names[id] ?? "former user"}</td>
            <td className="text-right tabular-nums">{`${done} of ${items}`}</td>
            <td>{done >= items ? <Badge tone="success">Finished</Badge> : <Badge>Not finished</Badge>}</td>
          </tr>
        );
      })}
    </FramedTable>
  );
}
