import { Time } from "@/components/time/time";

/** Where the reader is in the set (or that it is closed), and how many answers each reviewer gave so far. */
export function AnswerStatus({
  closedAt,
  answered,
  items,
  revealed,
  progress,
  names,
}: {
  closedAt: Date | null;
  answered: number;
  items: number;
  revealed: boolean;
  progress: { reviewerId: string; answered: number }[];
  names: Record<string, string>;
}) {
  return (
    <div
      role="status"
      className="mb-4 rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {closedAt ? (
        <>
          Closed <Time value={closedAt} />: no more answers.{" "}
        </>
      ) : (
        <>
          You answered <strong>{answered}</strong> of {items}.{" "}
          {revealed
            ? "You answered them all: the comparison is below, and you can still change an answer until the set is closed."
            : "Other reviewers' answers stay hidden until you answered every result."}{" "}
        </>
      )}
      {progress.length > 0 &&
        `Answers so far: ${progress.map((p) => `${names[p.reviewerId] ?? "former user"} ${p.answered}`).join(", ")}.`}
    </div>
  );
}
