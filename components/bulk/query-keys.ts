/** TanStack Query keys of bulk jobs, in one place. */
export const bulkKeys = {
  progress: (jobId: string) => ["bulk-job", jobId, "progress"] as const,
};
