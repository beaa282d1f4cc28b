import type { Inline } from "@/lib/sandbox-systems/chat-render/inline";
import { cn } from "@/lib/utils/cn";

/** Text runs as a chat tool shows them; links open in a new tab and go only to http(s). */
export function Runs({ runs, linkClass }: { runs: Inline[]; linkClass: string }) {
  return runs.map((run, i) => {
    const className = cn(
      run.bold && "font-bold",
      run.italic && "italic",
      run.strike && "line-through",
      run.code &&
        "rounded border border-zinc-300 bg-zinc-100 px-1 font-mono text-[0.85em] text-rose-700 dark:border-zinc-600 dark:bg-zinc-800 dark:text-rose-300",
    );
    if (run.href)
      return (
        <a key={i} href={run.href} target="_blank" rel="noreferrer noopener" className={cn(className, linkClass)}>
          {run.text}
        </a>
      );
    return className ? (
      <span key={i} className={className}>
        {run.text}
      </span>
    ) : (
      <span key={i}>{run.text}</span>
    );
  });
}
