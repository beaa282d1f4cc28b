import { Time } from "@/components/time/time";
import { Badge } from "@/components/ui/badge";
import { cardClass } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import type { InboxItem } from "@/lib/inbox/list-waiting";

const levelTone = { critical: "danger", warning: "warning" } as const;

/** A second opinion asked of the reader: the flag, its result (the candidate as the reader may see them), who asked. */
export function RequestItem({ item }: { item: Extract<InboxItem, { type: "second-opinion" }> }) {
  return (
    <li className={cardClass({ className: "space-y-2", padding: 4 })}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge>Second opinion</Badge>
        {item.level && <Badge tone={levelTone[item.level as keyof typeof levelTone] ?? "neutral"}>{item.level}</Badge>}
      </div>
      <h2 className="font-medium">
        <TextLink href={item.href} weight="medium">
          {item.flagTitle}
        </TextLink>
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {item.candidate ? `${item.candidate} · ` : ""}
        {item.problem}
      </p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {`${item.askedBy} asked you `}
        <Time value={item.at} />
        {item.note ? ":" : "."}
      </p>
      {item.note && (
        <blockquote className="whitespace-pre-line break-words border-l-2 border-zinc-300 pl-3 text-sm dark:border-zinc-700">
          {item.note}
        </blockquote>
      )}
    </li>
  );
}
