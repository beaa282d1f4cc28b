/**
 * What the reader should know before reading the comparison: too few screens chosen, screens left out as not
 * of this problem, and scores taken under different rules.
 */
export function CompareNotices({ count, missing, warnings }: { count: number; missing: number; warnings: string[] }) {
  return (
    <>
      {count < 2 && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          Choose 2 to 5 screens of this problem in the cohort to compare them.
        </p>
      )}
      {missing > 0 && (
        <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
          {missing} of the screens asked for are not screens of this problem and are left out.
        </p>
      )}
      {warnings.length > 0 && (
        <section
          role="alert"
          aria-labelledby="rules-heading"
          className="mb-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
        >
          <h2 id="rules-heading" className="font-semibold">
            These scores were not taken under the same rules
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
