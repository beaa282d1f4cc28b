import { Card } from "@/components/ui/card";
import type { CompareItem } from "@/lib/cohort/read-compare";
import { CompareRow } from "./compare-row";

/** Per scoring dimension, what each candidate's score on it rests on; nothing when no screen has an analysis. */
export function ExplanationsTable({ items }: { items: CompareItem[] }) {
  const keys = [
    ...new Map(items.flatMap((i) => (i.results?.analysis ?? []).map((d) => [d.key, d.name] as const))).entries(),
  ];
  if (keys.length === 0) return null;
  return (
    <Card aria-labelledby="explanations-heading" as="section" className="overflow-x-auto">
      <h2 id="explanations-heading" className="mb-3 font-semibold">
        What each dimension&apos;s score rests on
      </h2>
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Explanations per dimension and candidate</caption>
        <thead>
          <tr>
            <td />
            {items.map((item) => (
              <th key={item.id} scope="col" className="pr-4 pb-2 text-left">
                {item.candidateName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map(([key, name]) => (
            <CompareRow
              key={key}
              title={name}
              items={items}
              cell={(item) => (
                <p className="text-xs leading-relaxed">
                  {item.results?.analysis?.find((d) => d.key === key)?.explanation ?? "—"}
                </p>
              )}
            />
          ))}
        </tbody>
      </table>
    </Card>
  );
}
