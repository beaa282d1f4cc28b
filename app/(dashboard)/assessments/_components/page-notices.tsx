/** Corrections the page made to what was asked, and parts it could not load, said plainly. */
export function PageNotices({ notices }: { notices: string[] }) {
  if (!notices.length) return null;
  return (
    <div role="status" className="mb-4 space-y-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  );
}
