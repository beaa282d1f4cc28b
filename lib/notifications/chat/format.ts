import { chatProviderRegistry, type ChatProvider } from "./providers/registry";
import type { ChatMessage } from "./providers/definition";

/** Items listed in one chat message; the rest are counted with a link. */
export const CHAT_ITEMS = 10;

/** The body a provider's incoming webhook takes for one message (each provider's own folder writes it). */
export const chatBody = (provider: ChatProvider, message: ChatMessage) => chatProviderRegistry[provider].body(message);
