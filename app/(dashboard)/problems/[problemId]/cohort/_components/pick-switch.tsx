"use client";

import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { SegmentedChoice } from "@/components/ui/segmented-choice";
import { cohortPickKey, cohortPicks, defaultCohortPick, type CohortPick } from "@/lib/cohort/cohort-pick";
import { filterUpdate } from "@/lib/utils/url-updates";
import { n } from "./figures";

const params = {
  [cohortPickKey]: parseAsStringLiteral(cohortPicks).withDefault(defaultCohortPick),
  page: parseAsString,
};
const labels: Record<CohortPick, string> = { latest: "Latest screen", best: "Best screen" };

/**
 * Which screen of each person the cohort shows, in the URL beside its filters: switching reads the cohort again on
 * the server, from its first page. Says what the cohort counts: people, and how many of them took it more than once.
 */
export function PickSwitch({ people, retaken }: { people: number; retaken: number }) {
  const [state, setState] = useQueryStates(params, { shallow: false, history: "replace" });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="font-medium" aria-hidden>
        One row per person, showing their
      </span>
      <SegmentedChoice
        name="cohort-pick"
        legend="Show each person's latest or best screen"
        options={cohortPicks}
        label={(pick) => labels[pick]}
        value={state.pick}
        onChange={(pick) => void setState({ pick, page: null }, filterUpdate(false))}
      />
      <span className="text-zinc-600 dark:text-zinc-400">
        {n(people)} {people === 1 ? "person" : "people"}, {n(retaken)} with retakes
      </span>
    </div>
  );
}
