import { Badge } from "@/components/ui/badge";
import { FramedTable } from "@/components/ui/table";
import { categoryName, dimensionLabels } from "@/lib/fairness/fairness-csv";
import type { CategoryFigures, DimensionFigures } from "@/lib/fairness/impact";

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)} %`);
const ratio = (value: number | null) => (value === null ? "–" : value.toFixed(2));
const pValue = (c: CategoryFigures) =>
  c.significance
    ? `${c.significance.pValue < 0.001 ? "< 0.001" : c.significance.pValue.toFixed(3)} (${c.significance.test === "fisher" ? "Fisher" : "z"})`
    : "–";

function note(c: CategoryFigures, reference: string | null) {
  if (c.omitted === "suppressed") return <Badge>Under 5: suppressed</Badge>;
  if (c.omitted === "under-two-percent") return <Badge>Under 2 %: not ratioed</Badge>;
  if (c.category === reference) return <Badge tone="success">Most selected</Badge>;
  return (
    <span className="flex gap-1">
      {c.belowFourFifths && <Badge tone="warning">Under 4/5</Badge>}
      {c.significance && c.significance.pValue < 0.05 && <Badge tone="danger">Significant</Badge>}
    </span>
  );
}

/** One dimension's table: each category, then the unknown/declined count (shown, never ratioed). */
export function ImpactTable({ table }: { table: DimensionFigures }) {
  return (
    <FramedTable
      caption={dimensionLabels[table.dimension]}
      columns={[
        dimensionLabels[table.dimension],
        { label: "Assessed", align: "right" },
        { label: "Selected", align: "right" },
        { label: "Rate", align: "right" },
        { label: "Impact ratio", align: "right" },
        { label: "p-value (test)", align: "right" },
        "Note",
      ]}
    >
      {table.categories.map((c) => (
        <tr key={c.category}>
          <td>{categoryName(c.category)}</td>
          <td className="text-right tabular-nums">{c.assessed}</td>
          <td className="text-right tabular-nums">{c.selected ?? "–"}</td>
          <td className="text-right tabular-nums">{percent(c.rate)}</td>
          <td className="text-right tabular-nums">{ratio(c.impactRatio)}</td>
          <td className="text-right tabular-nums">{pValue(c)}</td>
          <td>{note(c, table.referenceCategory)}</td>
        </tr>
      ))}
      <tr>
        <td className="text-zinc-600 dark:text-zinc-400">Unknown or declined</td>
        <td className="text-right tabular-nums">{table.unknown.assessed}</td>
        <td className="text-right tabular-nums">{table.unknown.assessed < 5 ? "–" : table.unknown.selected}</td>
        <td className="text-right">–</td>
        <td className="text-right">–</td>
        <td className="text-right">–</td>
        <td>
          <Badge>Counted, not ratioed</Badge>
        </td>
      </tr>
    </FramedTable>
  );
}
