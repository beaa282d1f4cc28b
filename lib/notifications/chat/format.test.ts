import { describe, expect, it } from "vitest";
import { chatBody } from "./format";

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

describe("chatBody", () => {
  it("writes a Slack body with a fallback text and escaped mrkdwn", () => {
    const body = chatBody("slack", message) as { text: string; blocks: { text: { text: string } }[] };
    expect(body.text).toBe("2 updates");
    expect(body.blocks[1]!.text.text).toContain(
      "<https://dash.example/results/i1|A screen of &lt;Two &amp; Sum&gt; completed>",
    );
    expect(body.blocks[1]!.text.text).toContain("<https://dash.example/|and 1 more>");
  });

  it("writes a Teams message holding one Adaptive Card", () => {
    const body = chatBody("teams", message) as {
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
