import { describe, expect, it } from "vitest";
import { teams } from "./teams";

const message = {
  headline: "2 updates",
  items: [
    {
      title: "A screen of <Two & Sum> completed",
      detail: "Integrity risk high · 2 flags",
      href: "https://dash.example/results/i1",
      reasons: [],
    },
  ],
  more: { count: 1, href: "https://dash.example/" },
};

describe("Microsoft Teams", () => {
  it("writes a message holding one Adaptive Card", () => {
    const body = teams.body(message) as {
      type: string;
      attachments: { contentType: string; content: { type: string; body: { text: string }[] } }[];
    };
    expect(body.type).toBe("message");
    expect(body.attachments[0]!.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(body.attachments[0]!.content.type).toBe("AdaptiveCard");
    expect(body.attachments[0]!.content.body.map((b) => b.text)).toContain(
      "[A screen of <Two & Sum> completed](https://dash.example/results/i1)",
    );
  });
});
