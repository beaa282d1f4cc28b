"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, defineAction } from "@/lib/actions/define-action";
import { sandboxEnabled } from "@/lib/env";
import { addChannel } from "@/lib/notifications/chat/channels";
import { channelKinds } from "@/lib/notifications/kinds";
import { sandboxChatUrl } from "@/lib/sandbox-systems/credentials";
import { sandboxChatProviders } from "@/lib/sandbox-systems/systems";

const names = { slack: "Sandbox Slack", teams: "Sandbox Teams" } as const;

/** "Add the sandbox Slack channel": a channel whose posts the sandbox's chat catcher keeps (sandbox mode only). */
export const addSandboxChatChannelAction = defineAction(
  "addSandboxChatChannel",
  { role: "admin", schema: z.object({ provider: z.enum(sandboxChatProviders) }) },
  async ({ provider }, { audit }) => {
    if (!sandboxEnabled) throw new ActionError("The sandbox chat exists only in sandbox mode.");
    const channel = await addChannel({
      name: names[provider],
      provider,
      url: sandboxChatUrl(provider),
      kinds: [...channelKinds],
    });
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
