import type { MessageItem } from "../../compose";

/** One chat message before a provider writes it: a headline, up to CHAT_ITEMS items and a link to the rest. */
export interface ChatMessage {
  headline: string;
  items: MessageItem[];
  more: { count: number; href: string } | null;
}

/** What a chat tool is to the dashboard: its name, its incoming-webhook hosts (https only), and its message body. */
export interface ChatProviderDefinition {
  label: string;
  /** Hosts its webhook URLs live on (a URL on a subdomain of one counts). */
  domains: string[];
  /** How its webhook URL looks, for the form's hint. */
  example: string;
  /** The JSON its incoming webhook takes for one message. */
  body(message: ChatMessage): unknown;
}
