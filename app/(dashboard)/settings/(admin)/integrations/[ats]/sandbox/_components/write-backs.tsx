import type { SandboxAtsOverview } from "@/lib/sandbox-systems/overview";
import type { SandboxAts } from "@/lib/sandbox-systems/systems";
import { noteHeading } from "@/lib/ats/info";
import { atsInfo } from "@/lib/ats/kinds";
import { cn } from "@/lib/utils/cn";

type Item = SandboxAtsOverview["applications"][number]["writeBacks"][number];

const kindLabel = { file: "Attachment", stage: "Stage move", field: "Custom field" } as const;

/**
 * What the dashboard wrote to this application: notes (comments in Workable), attached files (downloadable), stage
 * moves, field values.
 */
export function WriteBacks({ ats, items }: { ats: SandboxAts; items: Item[] }) {
  if (items.length === 0)
    return <p className="text-xs text-zinc-500 dark:text-zinc-400">Nothing written back by the dashboard yet.</p>;
  return (
    <div>
      <h4 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
        Written back by the dashboard
      </h4>
      <ul className="space-y-2">
        {items.map((item, i) => (
          <li
            key={i}
            className={cn(
              "rounded-lg border px-3 py-2",
              item.kind === "note"
                ? "border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40"
                : "border-zinc-200 dark:border-zinc-800",
            )}
          >
            <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
              {item.kind === "note" ? noteHeading(atsInfo[ats].noteName) : kindLabel[item.kind]}
              {item.at && <> · {new Date(item.at).toISOString().slice(0, 16).replace("T", " ")} UTC</>}
            </p>
            {item.kind === "file" && item.fileId ? (
              <a
                href={`/api/sandbox-systems/files/${ats}/${encodeURIComponent(item.fileId)}`}
                className="break-all font-medium text-indigo-700 underline dark:text-indigo-300"
                download
              >
                {item.text}
              </a>
            ) : (
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{item.text}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
