/** The most rows one job may hold (people to screen or import, and the file rows left out). Apart from the job schemas so the browser's importer does not load zod for it. */
export const MAX_ROSTER_ROWS = 50_000;
