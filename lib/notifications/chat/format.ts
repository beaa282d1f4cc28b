import type { MessageItem } from "../compose";
import type { ChatProvider } from "./providers";

/** Items listed in one chat message; the rest are counted with a link. */
export const CHAT_ITEMS = 10;

export interface ChatMessage {
  headline: string;
  items: MessageItem[];
  more: { count: number; href: string } | null;
}

/** Slack's mrkdwn needs &, < and > escaped in text it should show as written. */
const slackText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Slack incoming-webhook body: `text` (the notification's fallback) and blocks. */
function slackBody(message: ChatMessage) {
  const lines = message.items.map((item) => `• <${item.href}|${slackText(item.title)}>\n   ${slackText(item.detail)}`);
  if (message.more) lines.push(`<${message.more.href}|and ${message.more.count.toLocaleString("en-GB")} more>`);
  return {
    text: message.headline,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `*${slackText(message.headline)}*` } },
      { type: "section", text: { type: "mrkdwn", text: lines.join("\n").slice(0, 2900) } },
    ],
  };
}

/** A Teams body: one Adaptive Card in a message, which both Workflows and the Incoming Webhook connector accept. */
function teamsBody(message: ChatMessage) {
  const body: object[] = [{ type: "TextBlock", text: message.headline, weight: "Bolder", size: "Medium", wrap: true }];
  for (const item of message.items)
    body.push(
      { type: "TextBlock", text: `[${item.title}](${item.href})`, wrap: true, spacing: "Medium" },
      { type: "TextBlock", text: item.detail, isSubtle: true, wrap: true, spacing: "None" },
    );
  if (message.more)
    body.push({
      type: "TextBlock",
      text: `[and ${message.more.count.toLocaleString("en-GB")} more](${message.more.href})`,
      wrap: true,
    });
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body,
        },
      },
    ],
  };
}

export const chatBody = (provider: ChatProvider, message: ChatMessage) =>
  provider === "slack" ? slackBody(message) : teamsBody(message);
