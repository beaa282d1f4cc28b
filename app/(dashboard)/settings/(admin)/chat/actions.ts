"use server";

import { z } from "zod";
import { revalidatePath } from "next/cache";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { channelKinds } from "@/lib/notifications/kinds";
import { chatProviders } from "@/lib/notifications/chat/providers/registry";
import {
  addChannel,
  ChatChannelError,
  removeChannel,
  setChannelKinds,
  testChannel,
} from "@/lib/notifications/chat/channels";

const kindsSchema = z.array(z.enum(channelKinds)).max(channelKinds.length);

/** The domain's refusals reach the admin as messages. */
async function asAction<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChatChannelError) throw new ActionError(error.message);
    throw error;
  }
}

export const addChatChannelAction = defineAction(
  "addChatChannel",
  {
    role: "admin",
    schema: z.object({
      name: z.string().trim().min(1, "Name the channel.").max(80, "Keep the name under 80 characters."),
      provider: z.enum(chatProviders),
      url: z.string().trim().min(1, "Paste the webhook URL.").max(2000, "That URL is too long."),
      kinds: kindsSchema.min(1, "Choose at least one kind of update."),
    }),
  },
  async (input, { audit }) => {
    const channel = await asAction(() => addChannel(input));
    // The URL is a secret: the audit log keeps its masked hint only.
    await audit({
      action: "chat-channel.add",
      targetType: "chat-channel",
      targetId: channel.id,
      after: { ...channel },
    });
    revalidatePath("/settings/chat");
    return { id: channel.id };
  },
);

export const setChatChannelKindsAction = defineAction(
  "setChatChannelKinds",
  { role: "admin", schema: z.object({ id: z.string().min(1), kinds: kindsSchema }) },
  async ({ id, kinds }, { audit }) => {
    await asAction(() => setChannelKinds(id, kinds));
    await audit({ action: "chat-channel.kinds", targetType: "chat-channel", targetId: id, after: { kinds } });
    revalidatePath("/settings/chat");
    return null;
  },
);

export const removeChatChannelAction = defineAction(
  "removeChatChannel",
  { role: "admin", schema: z.object({ id: z.string().min(1) }) },
  async ({ id }, { audit }) => {
    await asAction(() => removeChannel(id));
    await audit({ action: "chat-channel.remove", targetType: "chat-channel", targetId: id });
    revalidatePath("/settings/chat");
    return null;
  },
);

export const testChatChannelAction = defineAction(
  "testChatChannel",
  { role: "admin", schema: z.object({ id: z.string().min(1) }) },
  async ({ id }) => {
    await asAction(() => testChannel(id));
    revalidatePath("/settings/chat");
    return null;
  },
);
