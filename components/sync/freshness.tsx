"use client";

import { useSyncExternalStore } from "react";
import type { ListFreshness } from "@/lib/sync/status";

const TICK_MS = 10_000;
/** A clock that moves every ten seconds; the server renders without it, so hydration never disagrees. */
const subscribeToClock = (onTick: () => void) => {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
};
const clockNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

function ago(iso: string, now: number) {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

/**
 * How fresh a list is: the dashboard's copy was last confirmed in full `reconciledAt`, and webhooks have kept
 * it current since (the newest applied `eventAt`). During the first copy it says how far that has come.
 */
export function Freshness({ freshness }: { freshness: ListFreshness }) {
  const now = useSyncExternalStore(subscribeToClock, clockNow, () => null);
  const { reconciledAt, eventAt, backfill } = freshness;
  const when = (iso: string) => (now === null ? "" : ` ${ago(iso, now)}`);
  let text: string;
  if (backfill) {
    const share = backfill.total
      ? ` (${Math.min(100, Math.floor((backfill.seen / backfill.total) * 100))} % of ${backfill.total.toLocaleString("en")} screens)`
      : "";
    text = `Copying the organization from the screening service${share}; rows appear as they arrive.`;
  } else if (reconciledAt) {
    text = `Synced${when(reconciledAt)}${eventAt && Date.parse(eventAt) > Date.parse(reconciledAt) ? `; live updates since, the latest${when(eventAt)}` : "; live updates on"}.`;
  } else {
    text = "Not synced yet: the first copy starts with the app.";
  }
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400">
      <span
        aria-hidden
        className={`mr-1.5 inline-block size-2 rounded-full ${backfill ? "animate-pulse bg-amber-500" : reconciledAt ? "bg-emerald-500" : "bg-zinc-400"}`}
      />
      {text}
    </p>
  );
}
