import { describeApiError } from "@/lib/screening-api/describe-error";

/** An API failure explained in words a recruiter understands, with the service's own message when it has one. */
export function ApiErrorPanel({ error, what }: { error: unknown; what: string }) {
  const { title, detail } = describeApiError(error);
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="font-semibold">
        Could not load {what}: {title}
      </p>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">{detail}</p>
    </div>
  );
}
