import type { Flag } from "@/lib/api-contract/responses";
import { cn } from "@/lib/utils/cn";
import { TextWithTimes } from "@/components/time/text-with-times";

const accents: Record<string, string> = {
  critical: "border-l-red-500 dark:border-l-red-400",
  warning: "border-l-amber-500 dark:border-l-amber-400",
  info: "border-l-sky-500 dark:border-l-sky-400",
  passed: "border-l-emerald-500 dark:border-l-emerald-400",
};

/**
 * Findings or passing checks, each with its title, description (the moments it names in the reader's `zone`) and the
 * id reviewers refer to.
 */
export function FlagList({ flags, accent, zone }: { flags: Flag[]; accent: string; zone: string }) {
  return (
    <ul className="space-y-2">
      {flags.map((flag, index) => (
        <li
          key={`${flag.id}-${index}`}
          className={cn(
            "rounded-md border border-l-4 border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900",
            accents[accent] ?? "border-l-zinc-400",
          )}
        >
          <p className="font-medium">{flag.title}</p>
          {flag.description && (
            <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
              <TextWithTimes text={flag.description} zone={zone} />
            </p>
          )}
          <p className="mt-1 font-mono text-xs text-zinc-600 dark:text-zinc-400">{flag.id}</p>
        </li>
      ))}
    </ul>
  );
}
