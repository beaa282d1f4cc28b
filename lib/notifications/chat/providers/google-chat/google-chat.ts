import type { ChatMessage, ChatProviderDefinition } from "../definition";

/**
 * Google Chat's text markup has no escape: `<url|text>` is a link, and `*`, `_`, `~` and backquotes format. Text shown as
 * written has the characters that would end a link or start formatting replaced by look-alikes.
 */
const chatText = (value: string) =>
  value
    .replace(/</g, "‹")
    .replace(/>/g, "›")
    .replace(/\|/g, "¦")
    .replace(/[*_~`]/g, (c) => ({ "*": "∗", _: "＿", "~": "∼", "`": "ˋ" })[c]!);

/** An incoming-webhook body: one text message in Chat markup (bold headline, one linked line per item), at most 4,096. */
function googleChatBody(message: ChatMessage) {
  const lines = [`*${chatText(message.headline)}*`];
  for (const item of message.items)
    lines.push(`• <${item.href}|${chatText(item.title)}>`, `   ${chatText(item.detail)}`);
  if (message.more) lines.push(`<${message.more.href}|and ${message.more.count.toLocaleString("en-GB")} more>`);
  return { text: lines.join("\n").slice(0, 4000) };
}

export const googleChat: ChatProviderDefinition = {
  label: "Google Chat",
  domains: ["chat.googleapis.com"],
  example: "https://chat.googleapis.com/v1/spaces/AAAA/messages?key=…&token=…",
  body: googleChatBody,
};
