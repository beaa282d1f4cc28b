import "server-only";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/env";
import { openSecret, sealSecret } from "@/lib/ats/secrets";
import { chatBody } from "./format";
import { postToChannel } from "./chat-target";
import type { ChannelKind } from "../kinds";
import { chatUrlRefusal } from "./url-policy";
import type { ChatProvider } from "./providers/registry";

/** A channel's own refusal (a URL not allowed, a channel gone): shown to the admin as it is. */
export class ChatChannelError extends Error {}

/** What the admin's page shows of a channel: the URL only as its masked hint. */
export interface ChannelView {
  id: string;
  name: string;
  provider: ChatProvider;
  urlHint: string;
  kinds: ChannelKind[];
  lastDeliveredAt: Date | null;
  lastFailedAt: Date | null;
  lastError: string | null;
}

/** The URL's host and its last six characters: enough to recognise, useless to post with. */
const hintOf = (url: string) => `${new URL(url).host}/…${url.slice(-6)}`;

export async function listChannels(): Promise<ChannelView[]> {
  const rows = await db.chatChannel.findMany({ orderBy: { createdAt: "asc" }, take: 100 });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    provider: r.provider as ChatProvider,
    urlHint: r.urlHint,
    kinds: r.kinds as ChannelKind[],
    lastDeliveredAt: r.lastDeliveredAt,
    lastFailedAt: r.lastFailedAt,
    lastError: r.lastError,
  }));
}

export async function addChannel(input: { name: string; provider: ChatProvider; url: string; kinds: ChannelKind[] }) {
  const refusal = chatUrlRefusal(input.provider, input.url);
  if (refusal) throw new ChatChannelError(refusal);
  const row = await db.chatChannel.create({
    data: {
      name: input.name,
      provider: input.provider,
      urlSealed: sealSecret(input.url),
      urlHint: hintOf(input.url),
      kinds: input.kinds,
    },
  });
  return { id: row.id, name: row.name, provider: row.provider, urlHint: row.urlHint, kinds: row.kinds };
}

export async function setChannelKinds(id: string, kinds: ChannelKind[]) {
  const { count } = await db.chatChannel.updateMany({ where: { id }, data: { kinds } });
  if (!count) throw new ChatChannelError("That channel was removed.");
}

/** Removes a channel and what was still waiting for it. */
export async function removeChannel(id: string) {
  const [, removed] = await db.$transaction([
    db.chatPost.deleteMany({ where: { channelId: id } }),
    db.chatChannel.deleteMany({ where: { id } }),
  ]);
  if (!removed.count) throw new ChatChannelError("That channel was already removed.");
}

/** Posts a test message at once (not through the outbox), so the admin sees whether the URL works. */
export async function testChannel(id: string) {
  const channel = await db.chatChannel.findUnique({ where: { id } });
  if (!channel) throw new ChatChannelError("That channel was removed.");
  const provider = channel.provider as ChatProvider;
  try {
    await postToChannel(
      provider,
      openSecret(channel.urlSealed),
      chatBody(provider, {
        headline: "Test message from the screening dashboard",
        items: [
          {
            title: `This channel will receive ${channel.kinds.length === 1 ? "one kind" : `${channel.kinds.length} kinds`} of update`,
            detail: "Nothing else to do: this message only checks the webhook.",
            href: `${publicOrigin}/settings/chat`,
            reasons: [],
          },
        ],
        more: null,
      }),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.chatChannel.update({ where: { id }, data: { lastFailedAt: new Date(), lastError: message } });
    throw new ChatChannelError(`The test message failed: ${message}`);
  }
  await db.chatChannel.update({ where: { id }, data: { lastDeliveredAt: new Date(), lastError: null } });
}
