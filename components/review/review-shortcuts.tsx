"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { Dialog } from "@/components/ui/dialog";
import { LinkPending } from "@/components/ui/link-pending";
import { TextLink } from "@/components/ui/text-link";
import { textLinkClass } from "@/components/ui/link-styles";

export interface QueueLinks {
  previous: string | null;
  next: string | null;
  nextUnreviewed: string | null;
}

/** Keys a reviewer presses on a result; typing in a field, or with a modifier held, never triggers them. */
const shortcuts = [
  ["j", "Next result in the queue"],
  ["k", "Previous result in the queue"],
  ["n", "Next result with an unreviewed flag"],
  ["f", "The first flag not reviewed yet (its note)"],
  ["d", "Your decision"],
  ["?", "Show or hide these shortcuts"],
] as const;

function typing(target: EventTarget | null) {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest("input, textarea, select, [contenteditable='true'], dialog"));
}

function focus(selector: string) {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return false;
  element.scrollIntoView({ block: "center" });
  element.focus();
  return true;
}

/**
 * The result page's keyboard: next, previous and next unreviewed within the queue the result was opened from
 * (its filters kept), straight to the decision or the first open flag, and `?` for the list of keys.
 */
export function ReviewShortcuts({ links }: { links: QueueLinks | null }) {
  const router = useRouter();
  const [help, setHelp] = useState(false);
  // The next result has no loading skeleton: until it is rendered, the key's navigation is said to be on its way.
  const [opening, startOpening] = useTransition();
  useEffect(() => {
    const go = (href: string | null | undefined) => () => {
      if (href) startOpening(() => router.push(href));
      return Boolean(links);
    };
    // Each key's action says whether it applied; only then is the key kept from the page.
    const actions: Record<string, () => boolean> = {
      "?": () => {
        setHelp((open) => !open);
        return true;
      },
      j: go(links?.next),
      k: go(links?.previous),
      n: go(links?.nextUnreviewed),
      d: () => focus("#decision-value"),
      f: () => focus("[data-flag-open] textarea"),
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (actions[event.key]?.()) event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [links, router]);

  return (
    <>
      <span role="status" className={opening ? "text-sm text-zinc-600 dark:text-zinc-400" : "sr-only"}>
        {opening ? "Opening…" : ""}
      </span>
      <button type="button" onClick={() => setHelp(true)} className={`text-sm ${textLinkClass}`}>
        Keyboard shortcuts <kbd className="rounded border border-zinc-300 px-1 text-xs dark:border-zinc-700">?</kbd>
      </button>
      <Dialog
        open={help}
        onClose={() => setHelp(false)}
        title="Keyboard shortcuts"
        description="On a result page, when no field has the focus."
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {shortcuts
            .filter(([key]) => links || !"jkn".includes(key))
            .map(([key, what]) => (
              <div key={key} className="contents">
                <dt>
                  <kbd className="rounded border border-zinc-300 px-1.5 font-mono dark:border-zinc-700">{key}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
        </dl>
        {!links && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Open a result from the Integrity queue to move through it with j, k and n.
          </p>
        )}
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => setHelp(false)}
            className="rounded-md border border-zinc-300 px-3 py-1.5 text-sm dark:border-zinc-700"
          >
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** Previous, next and next unreviewed as links, with where this result stands in its queue. */
export function QueueBar({
  links,
  position,
  inQueue,
  total,
  back,
}: {
  links: QueueLinks;
  position: number;
  inQueue: boolean;
  total: number;
  back: string;
}) {
  // Previous and next prefetch as they show (every other link waits for the reader's intent): a reviewer's next stop.
  const link =
    "rounded-md border border-zinc-300 px-3 py-1.5 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";
  const off =
    "rounded-md border border-dashed border-zinc-300 px-3 py-1.5 text-zinc-600 dark:border-zinc-700 dark:text-zinc-400";
  return (
    <nav aria-label="Integrity queue" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <TextLink href={back} className="mr-2">
        ← Queue
      </TextLink>
      <span className="mr-2 tabular-nums">
        {inQueue
          ? `${position.toLocaleString("en")} of ${total.toLocaleString("en")}`
          : `No longer in this queue (${total.toLocaleString("en")} left)`}
      </span>
      {links.previous ? (
        <Link href={links.previous} prefetch="auto" className={link} aria-keyshortcuts="k">
          Previous
          <LinkPending />
        </Link>
      ) : (
        <span className={off}>Previous</span>
      )}
      {links.next ? (
        <Link href={links.next} prefetch="auto" className={link} aria-keyshortcuts="j">
          Next
          <LinkPending />
        </Link>
      ) : (
        <span className={off}>Next</span>
      )}
      {links.nextUnreviewed ? (
        <Link href={links.nextUnreviewed} prefetch="auto" className={link} aria-keyshortcuts="n">
          Next unreviewed
          <LinkPending />
        </Link>
      ) : (
        <span className={off}>All reviewed</span>
      )}
    </nav>
  );
}
