import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { LIVE_CHANNEL, type Change } from "./publish";
import { logger } from "@/lib/logging/logger";

type Listener = (change: Change) => void;

interface Hub {
  listeners: Set<Listener>;
  /** The last minute of changes, oldest first: a page opening its stream hears what happened since it rendered. */
  recent: Array<{ at: number; change: Change }>;
  client?: pg.Client;
  connecting?: Promise<void>;
}

const RECENT_MS = 60_000;
const RECENT_MAX = 2_000;

const globalHub = globalThis as { liveHub?: Hub };
const hub: Hub = (globalHub.liveHub ??= { listeners: new Set(), recent: [] });

function remember(change: Change) {
  const now = Date.now();
  hub.recent.push({ at: now, change });
  while (hub.recent.length > RECENT_MAX || (hub.recent[0] && hub.recent[0].at < now - RECENT_MS)) hub.recent.shift();
}

/** One LISTEN connection per process, opened with the first subscriber and re-opened after a failure. */
async function connect() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL, application_name: "live-updates" });
  client.on("notification", (message) => {
    if (!message.payload) return;
    const change = JSON.parse(message.payload) as Change;
    remember(change);
    for (const listener of hub.listeners) listener(change);
  });
  client.on("error", (error) => {
    logger.error({ reason: error.message }, "live updates: LISTEN connection lost");
    hub.client = undefined;
    client.end().catch(() => undefined);
    setTimeout(() => void ensureConnected().catch(() => undefined), 1000);
  });
  await client.connect();
  await client.query(`LISTEN ${LIVE_CHANNEL}`);
  hub.client = client;
}

function ensureConnected() {
  if (hub.client) return Promise.resolve();
  hub.connecting ??= connect().finally(() => (hub.connecting = undefined));
  return hub.connecting;
}

/** Listens from start-up, so changes made before a page opens its stream are remembered for it. */
export function startListening(): Promise<void> {
  return ensureConnected();
}

/** Changes heard after `since` (ms since the epoch), oldest first; at most the last minute. */
export function changesSince(since: number): Change[] {
  return hub.recent.filter((entry) => entry.at > since).map((entry) => entry.change);
}

export async function subscribe(listener: Listener): Promise<() => void> {
  hub.listeners.add(listener);
  await ensureConnected();
  return () => hub.listeners.delete(listener);
}
