import { describe, expect, it } from "vitest";
import { googleChat } from "./google-chat";

const message = {
  headline: "2 updates: high-risk results",
  items: [
    {
      title: "A screen of <Two | *Sum*> completed",
      detail: "Integrity risk high · 2 flags",
      href: "https://dash.example/results/i1",
      reasons: [],
    },
  ],
  more: { count: 1, href: "https://dash.example/" },
};

describe("Google Chat", () => {
  it("writes one text message: a bold headline, a linked line per item and a link to the rest", () => {
    const { text } = googleChat.body(message) as { text: string };
    expect(text.split("\n")).toEqual([
      "*2 updates: high-risk results*",
      "• <https://dash.example/results/i1|A screen of ‹Two ¦ ∗Sum∗› completed>",
      "   Integrity risk high · 2 flags",
      "<https://dash.example/|and 1 more>",
    ]);
  });

  it("keeps a message of many long items under the webhook's 4,096 characters", () => {
    const long = {
      ...message,
      items: Array.from({ length: 10 }, () => ({ ...message.items[0]!, detail: "x".repeat(900) })),
    };
    expect((googleChat.body(long) as { text: string }).text.length).toBeLessThanOrEqual(4000);
  });
});
