import type { ChatMessage, ChatProviderDefinition } from "../definition";

/** Slack's mrkdwn needs &, < and > escaped in text it should show as written. */
const slackText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An incoming-webhook body: `text` (the notification's fallback) and blocks (a section's text is at most 3,000). */
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

export const slack: ChatProviderDefinition = {
  label: "Slack",
  domains: ["hooks.slack.com"],
  example: "https://hooks.slack.com/services/T000/B000/XXXX",
  body: slackBody,
};
