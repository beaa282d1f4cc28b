import type { ChatProviderDefinition } from "./definition";
import { googleChat } from "./google-chat/google-chat";
import { slack } from "./slack/slack";
import { teams } from "./teams/teams";

/** The chat tools a channel can be, one folder each. Browser-safe: the settings form lists them from here. */
export const chatProviderRegistry = {
  slack,
  teams,
  "google-chat": googleChat,
} as const satisfies Record<string, ChatProviderDefinition>;

export type ChatProvider = keyof typeof chatProviderRegistry;
export const chatProviders = Object.keys(chatProviderRegistry) as [ChatProvider, ...ChatProvider[]];
