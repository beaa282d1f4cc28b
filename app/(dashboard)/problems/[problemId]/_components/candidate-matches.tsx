import { formatTotal } from "@/lib/utils/format";
import type { CandidateSearch, Found } from "./use-candidate-search";
import { EmailAddress } from "@/components/ui/email-address";

/** The search's state: searching, its error, or the matching candidates to choose one from. */
export function CandidateMatches({
  search,
  chosen,
  onChoose,
}: {
  search: CandidateSearch | "searching" | null;
  chosen: Found | null;
  onChoose: (candidate: Found) => void;
}) {
  if (search === "searching") return <p className="text-sm text-zinc-600 dark:text-zinc-400">Searching…</p>;
  if (!search) return null;
  if (search.error) return <p className="text-sm text-red-700 dark:text-red-400">{search.error}</p>;
  return (
    <fieldset className="space-y-1">
      <legend className="sr-only">Matching candidates</legend>
      {search.found.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          No candidate matches. Create one on the Candidates page.
        </p>
      )}
      {search.found.map((c) => (
        <label
          key={c.id}
          className="flex cursor-pointer items-start gap-2 rounded-md p-1.5 text-sm hover:bg-zinc-50 dark:hover:bg-zinc-800/50"
        >
          <input
            type="radio"
            name="issue-candidate"
            className="mt-1 accent-indigo-600"
            checked={chosen?.id === c.id}
            onChange={() => onChoose(c)}
          />
          <span>
            {c.name}
            <EmailAddress email={c.email} className="block text-xs text-zinc-600 dark:text-zinc-400" />
          </span>
        </label>
      ))}
      {search.total > search.found.length && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          The first {search.found.length} of {formatTotal(search.total, search.totalIsFloor)} matches: type more to
          narrow them.
        </p>
      )}
    </fieldset>
  );
}
