/** The chat tools a channel can be: their incoming-webhook hosts (https only) and how a URL looks. Browser-safe. */
export const chatProviders = ["slack", "teams"] as const;
export type ChatProvider = (typeof chatProviders)[number];

export const providerInfo: Record<ChatProvider, { label: string; domains: string[]; example: string }> = {
  slack: {
    label: "Slack",
    domains: ["hooks.slack.com"],
    example: "https://hooks.slack.com/services/T000/B000/XXXX",
  },
  teams: {
    label: "Microsoft Teams",
    // Workflows ("When a Teams webhook request is received") and the older Incoming Webhook connector.
    domains: ["logic.azure.com", "powerplatform.com", "webhook.office.com"],
    example: "https://prod-00.westeurope.logic.azure.com/workflows/…",
  },
};
