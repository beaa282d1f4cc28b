import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { LIVE_CHANNEL, type Change } from "./publish";

type Listener = (change: Change) => void;

interface Hub {
  listeners: Set<Listener>;
  client?: pg.Client;
  connecting?: Promise<void>;
}

const globalHub = globalThis as { liveHub?: Hub };
const hub: Hub = (globalHub.liveHub ??= { listeners: new Set() });

/** One LISTEN connection per process, opened with the first subscriber and re-opened after a failure. */
async function connect() {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  client.on("notification", (message) => {
    if (!message.payload) return;
    const change = JSON.parse(message.payload) as Change;
    for (const listener of hub.listeners) listener(change);
  });
  client.on("error", (error) => {
    console.error("live updates: LISTEN connection lost", error.message);
    hub.client = undefined;
    client.end().catch(() => undefined);
    if (hub.listeners.size) setTimeout(() => void ensureConnected(), 1000);
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

export async function subscribe(listener: Listener): Promise<() => void> {
  hub.listeners.add(listener);
  await ensureConnected();
  return () => hub.listeners.delete(listener);
}
