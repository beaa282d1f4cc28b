"use client";

import dynamic from "next/dynamic";

/**
 * The roster importer loaded after the page: it brings the file readers (papaparse), the row checks and the
 * API's schemas they use, which the rest of its page does not need.
 */
export const LazyRosterImport = dynamic(() => import("./roster-import").then((m) => m.RosterImport), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
      Loading the file importer…
    </p>
  ),
});
