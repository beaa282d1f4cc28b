import type { Problem } from "@/lib/api-contract/responses";
import type { RegistryEntry } from "@/lib/problems/registry";
import { StatusBadge } from "@/components/screening/status-badge";
import { FactList, type Fact } from "@/components/ui/fact-list";
import { aiUsageScoringOf, humanizeKey, otherFields, problemExtras } from "@/lib/problems/problem-facts";
import {
  experienceLevelLabel,
  localeLabel,
  originLabel,
  problemTypeLabel,
  resourceModeDescriptions,
  resourceModeLabel,
} from "@/lib/problems/labels";
import { Time } from "@/components/time/time";
import { Card } from "@/components/ui/card";

const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? "Yes" : "No");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Settings of a problem. Facts the read leaves out are left out here too (both read shapes render). */
export function ProblemFacts({
  problem,
  entry,
}: {
  problem: Problem;
  entry: Pick<RegistryEntry, "origin" | "lastFetchedAt"> | null;
}) {
  const extras = problemExtras(problem);
  const mode = problem.externalResourceMode;
  const facts: Fact[] = [
    ["Status", problem.status ? <StatusBadge status={problem.status} /> : null],
    ["Type", problem.type ? problemTypeLabel(problem.type) : null],
    ["Duration", plural(problem.duration, "minute")],
    [
      "External resources",
      mode ? (
        <>
          <span>{resourceModeLabel(mode)}</span>
          {mode in resourceModeDescriptions && (
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">
              {resourceModeDescriptions[mode as keyof typeof resourceModeDescriptions]}
            </span>
          )}
        </>
      ) : null,
    ],
    ["AI-usage scoring", mode === "AI_ASSISTED" ? yesNo(aiUsageScoringOf(problem)) : null],
    [
      "Languages",
      extras.supportedLocales ? extras.supportedLocales.map(localeLabel).join(", ") || "None listed" : null,
    ],
    ["Experience level", extras.experienceLevel ? experienceLevelLabel(extras.experienceLevel) : null],
    [
      "Link validity",
      extras.expirationDays === undefined
        ? null
        : extras.expirationDays === null
          ? "Organization default"
          : plural(extras.expirationDays, "day"),
    ],
    [
      "ATS",
      problem.integrationSource && problem.externalId
        ? `${problem.integrationSource} · ${problem.externalId}`
        : "Not linked",
    ],
    ["Test mode", yesNo(problem.testMode)],
    ["From the test bank", yesNo(problem.isFromServiceTestBank)],
    ...otherFields(problem).map(({ key, value }): Fact => [humanizeKey(key), value]),
    ["Origin", entry ? originLabel(entry.origin) : null],
    ["Last read", entry?.lastFetchedAt ? <Time value={entry.lastFetchedAt} /> : null],
  ];
  return (
    <Card aria-labelledby="facts-heading" as="section" padding={4}>
      <h2 id="facts-heading" className="mb-3 font-semibold">
        Settings
      </h2>
      <FactList
        facts={[
          [
            "Identifier",
            <span key="id" className="break-all font-mono text-xs leading-5">
              {problem.id}
            </span>,
          ],
          ...facts,
        ]}
      />
    </Card>
  );
}
