/** Under the candidates step: the review waiting for the file's check to end, or why it cannot open. */
export function RosterMessage({ waiting, error }: { waiting: boolean; error: string | null | false | undefined }) {
  if (waiting)
    return (
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        The review opens when the check ends.
      </p>
    );
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}
