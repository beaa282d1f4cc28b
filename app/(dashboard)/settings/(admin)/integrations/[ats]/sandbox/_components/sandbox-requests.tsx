import { Card } from "@/components/ui/card";
import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import { cn } from "@/lib/utils/cn";

/** The dashboard's calls to the sandbox ATS, newest first: what its integration log shows from the other side. */
export function SandboxRequests({ label, requests }: { label: string; requests: SandboxAtsOverview["requests"] }) {
  return (
    <Card as="section" aria-labelledby="sandbox-requests" className="text-sm">
      <h2 id="sandbox-requests" className="mb-2 font-semibold">
        Calls {label} received
      </h2>
      {requests.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">None yet. The last 200 are kept.</p>
      ) : (
        <ol className="max-h-96 space-y-1 overflow-y-auto font-mono text-xs">
          {requests.map((r, i) => (
            <li key={i} className="flex gap-2">
              <span
                className={cn(
                  "shrink-0",
                  r.status < 300 ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400",
                )}
              >
                {r.status}
              </span>
              <span className="break-all">
                {r.method} {r.path}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
