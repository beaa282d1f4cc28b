"use client";

import { useState } from "react";
import { DecideBar } from "@/components/cohort/decide-bar";
import { Card } from "@/components/ui/card";
import type { CohortPick } from "@/lib/cohort/cohort-pick";

/** Which of the compared candidates a decision applies to (all of them to begin with), and the decision. */
export function CompareDecide({
  problemId,
  pick,
  candidates,
}: {
  problemId: string;
  /** The cohort view the candidates were chosen in: the decision applies to the screens it shows. */
  pick: CohortPick;
  candidates: Array<{ id: string; name: string }>;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(candidates.map((c) => c.id)));
  return (
    <Card aria-labelledby="decide-heading" as="section" className="space-y-3">
      <h2 id="decide-heading" className="font-semibold">
        Decide
      </h2>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="sr-only">For whom</legend>
        {candidates.map((c) => (
          <label key={c.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={chosen.has(c.id)}
              onChange={() => {
                const next = new Set(chosen);
                if (next.has(c.id)) next.delete(c.id);
                else next.add(c.id);
                setChosen(next);
              }}
            />
            {c.name}
          </label>
        ))}
      </fieldset>
      <DecideBar
        problemId={problemId}
        picked={{ kind: "ids", ids: chosen }}
        count={chosen.size}
        filters={{ pick }}
        onDone={() => undefined}
      />
    </Card>
  );
}
