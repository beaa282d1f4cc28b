import { TextLink } from "@/components/ui/text-link";

/** "78 / 100 — better than 81 % of the 212 people graded on this problem", with the way to the ranking. */
export function CohortStanding({
  problemId,
  score,
  betterThan,
  graded,
}: {
  problemId: string;
  score: number;
  betterThan: number | null;
  graded: number;
}) {
  return (
    <p className="text-sm">
      <strong className="tabular-nums">{score.toFixed(1)} / 100</strong>
      {betterThan !== null && graded > 1 ? (
        <>
          {" "}
          — better than <strong>{betterThan} %</strong> of the {graded.toLocaleString("en")} people graded on this
          problem (by their latest screen).
        </>
      ) : (
        " — the first person graded on this problem."
      )}{" "}
      <TextLink href={`/problems/${encodeURIComponent(problemId)}/cohort`} weight="medium">
        See the cohort
      </TextLink>
    </p>
  );
}
