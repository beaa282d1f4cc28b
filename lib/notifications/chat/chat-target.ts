import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { env, publicOrigin } from "@/lib/env";
import { openSecret } from "@/lib/ats/secrets";
import { pinnedRequest, TransportError } from "@/lib/ats/http/pinned-request";
import type { OutboxTarget } from "@/lib/outbox/target";
import { checkOutboundHost } from "@/lib/security/outbound-address";
import { claimChatPosts } from "../claim";
import { describeEvents } from "../compose";
import { channelLabel, type NotificationKind } from "../kinds";
import { chatBody, CHAT_ITEMS } from "./format";
import { chatProviderRegistry, type ChatProvider } from "./providers/registry";
import { chatUrlRefusal, isListedChatHost } from "./url-policy";

const payloadSchema = z.object({ channelId: z.string() });
const TIMEOUT_MS = 15_000;

/** A failed post: transient (429, 5xx, no answer) ones are retried by the outbox, others are given up. */
export class ChatPostError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

const retryAfter = (value: string | null) => {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 3600) * 1000 : null;
};

/** Posts a body to a channel's webhook, connected to the address that was checked. */
export async function postToChannel(provider: ChatProvider, urlText: string, body: unknown) {
  const refusal = chatUrlRefusal(provider, urlText);
  if (refusal) throw new ChatPostError(refusal, false);
  const url = new URL(urlText);
  const address = await checkOutboundHost(url.hostname, { publicOnly: !isListedChatHost(url) });
  if (!address.ok) throw new ChatPostError(address.reason, false);
  let answer;
  try {
    answer = await pinnedRequest(url, address, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: Buffer.from(JSON.stringify(body)),
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw new ChatPostError(error instanceof TransportError ? error.message : String(error), true);
  }
  if (answer.status >= 200 && answer.status < 300) return;
  const said = answer.text.slice(0, 200);
  const transient = answer.status === 429 || answer.status >= 500;
  throw new ChatPostError(
    `${chatProviderRegistry[provider].label} answered ${answer.status}${said ? `: ${said}` : ""}`,
    transient,
    retryAfter(answer.headers.get("retry-after")),
  );
}

/**
 * The outbox's "chat" deliverer: every post waiting for a channel up to the first attempt's cutoff, as one message,
 * at least the cooldown after the channel's last one (a burst is one summary). Channels are read by anyone in them, so messages name no candidate (lib/notifications/
 * compose.ts). The channel keeps its last success or error for the admin's page.
 */
export const chatOutboxTarget: OutboxTarget = {
  async deliver(message, progress, save) {
    const { channelId } = payloadSchema.parse(message.payload);
    const channel = await db.chatChannel.findUnique({ where: { id: channelId } });
    if (!channel) return;
    const started = typeof progress.cutoff === "string";
    if (!started && channel.lastDeliveredAt) {
      const cooldownEnd = new Date(channel.lastDeliveredAt.getTime() + env.NOTIFICATIONS_COOLDOWN_SECONDS * 1000);
      if (cooldownEnd > new Date()) return { deferUntil: cooldownEnd };
    }
    const cutoff = started ? new Date(progress.cutoff as string) : new Date();
    const total = await claimChatPosts(channelId, message.id, cutoff);
    if (!started) await save({ cutoff: cutoff.toISOString() });
    if (!total) return;
    const rows = await db.chatPost.findMany({
      where: { messageId: message.id },
      orderBy: { createdAt: "asc" },
      take: CHAT_ITEMS * 2,
    });
    const items = (await describeEvents(rows, { type: "channel" })).slice(0, CHAT_ITEMS);
    const kinds = [...new Set(rows.map((r) => r.kind as NotificationKind))];
    const headline =
      total === 1
        ? items[0]!.title
        : `${total.toLocaleString("en-GB")} updates: ${kinds.map((k) => channelLabel(k).toLowerCase()).join("; ")}`;
    const provider = channel.provider as ChatProvider;
    try {
      await postToChannel(
        provider,
        openSecret(channel.urlSealed),
        chatBody(provider, {
          headline,
          items,
          more: total > items.length ? { count: total - items.length, href: `${publicOrigin}/` } : null,
        }),
      );
    } catch (error) {
      await db.chatChannel.update({
        where: { id: channelId },
        data: { lastFailedAt: new Date(), lastError: error instanceof Error ? error.message : String(error) },
      });
      throw error;
    }
    await db.chatChannel.update({ where: { id: channelId }, data: { lastDeliveredAt: new Date(), lastError: null } });
  },
};
