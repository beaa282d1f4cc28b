import type { Flag } from "@/lib/api-contract/responses";
import { flagLevels } from "@/lib/api-contract/statuses";

export interface FlagGroup {
  level: string;
  flags: Flag[];
}

/**
 * Flags grouped by level, most serious first: critical, warning, info, then any level the spec does not
 * name, in the order the service sent them. Empty groups are left out; order within a group is kept.
 */
export function groupFlagsByLevel(flags: Flag[]): FlagGroup[] {
  const groups = new Map<string, Flag[]>();
  for (const flag of flags) groups.set(flag.level, [...(groups.get(flag.level) ?? []), flag]);
  const known: readonly string[] = flagLevels;
  const unknownLevels = [...groups.keys()].filter((level) => !known.includes(level));
  return [...known, ...unknownLevels].flatMap((level) => {
    const grouped = groups.get(level);
    return grouped ? [{ level, flags: grouped }] : [];
  });
}
