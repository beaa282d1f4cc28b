import { serviceCopyText } from "@/lib/privacy/service-copy";

/**
 * What erasing here cannot do: the screening service keeps its own copy, and its public API has no delete endpoint.
 * Shown on every erasure control and written into every export.
 */
export function ServiceCopyNotice({
  candidateIds,
  erased = false,
}: {
  candidateIds?: readonly string[];
  /** Said after the fact (the erased candidate's page) rather than before an erasure. */
  erased?: boolean;
}) {
  return (
    <div
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">
        {erased ? "Only the dashboard's data was erased." : "This erases the dashboard's data only."}
      </p>
      <p className="mt-1">{serviceCopyText}</p>
      {candidateIds && candidateIds.length > 0 && (
        <p className="mt-1">
          Note the service&apos;s id{candidateIds.length === 1 ? "" : "s"} first: after erasure the dashboard no longer
          knows {candidateIds.length === 1 ? "it" : "them"}:{" "}
          <span className="break-all font-mono text-xs">{candidateIds.join(", ")}</span>
        </p>
      )}
    </div>
  );
}
