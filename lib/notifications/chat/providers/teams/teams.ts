import type { ChatMessage, ChatProviderDefinition } from "../definition";

/** One Adaptive Card in a message, which both Workflows and the older Incoming Webhook connector accept. */
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

export const teams: ChatProviderDefinition = {
  label: "Microsoft Teams",
  // Workflows ("When a Teams webhook request is received") and the older Incoming Webhook connector.
  domains: ["logic.azure.com", "powerplatform.com", "webhook.office.com"],
  example: "https://prod-00.westeurope.logic.azure.com/workflows/…",
  body: teamsBody,
};
