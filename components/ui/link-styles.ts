/** A link that looks like the primary button (navigation stays a link for the keyboard and the address bar). */
export const newJobLinkClass =
  "inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A link that looks like the secondary button. */
export const secondaryLinkClass =
  "inline-flex h-9 items-center rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800";

/** The indigo text link (a next/link goes through `TextLink`; a button or a plain anchor that looks like one uses this). */
export const textLinkClass = "text-indigo-700 hover:underline dark:text-indigo-300";
