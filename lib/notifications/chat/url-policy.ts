import "server-only";
import { env } from "@/lib/env";
import { isListedUrl } from "@/lib/security/listed-hosts";
import { isOwnSandboxSystem } from "@/lib/sandbox-systems/own-url";
import { chatProviderRegistry, type ChatProvider } from "./providers/registry";

/**
 * Whether the operator listed this URL's host in CHAT_WEBHOOK_HOSTS, or it is the app's own chat catcher in sandbox
 * mode (lib/sandbox-systems/own-url.ts): http and private addresses allowed then.
 */
export function isListedChatHost(url: URL): boolean {
  return isOwnSandboxSystem(url, "chat") || isListedUrl(env.CHAT_WEBHOOK_HOSTS, url);
}

/**
 * Why an incoming-webhook URL is refused, or null: https on the provider's own hosts, or a host listed in
 * CHAT_WEBHOOK_HOSTS. Nothing else is ever called.
 */
export function chatUrlRefusal(provider: ChatProvider, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter the full webhook URL, starting with https://.";
  }
  if (url.username || url.password) return "A webhook URL carries no user name or password.";
  if (isOwnSandboxSystem(url, "chat"))
    return url.pathname.startsWith(`/api/sandbox-systems/chat/${provider}/`)
      ? null
      : "That is another tool's sandbox URL.";
  if (isListedChatHost(url))
    return url.protocol === "https:" || url.protocol === "http:" ? null : "Use an http or https URL.";
  if (url.protocol !== "https:") return "Use the https URL the chat tool gave you.";
  const host = url.hostname.toLowerCase();
  const { label, domains } = chatProviderRegistry[provider];
  return domains.some((d) => host === d || host.endsWith(`.${d}`))
    ? null
    : `${host} is not a ${label} webhook host (${domains.join(", ")}).`;
}
