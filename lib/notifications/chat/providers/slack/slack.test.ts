import { describe, expect, it } from "vitest";
import { slack } from "./slack";

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

describe("Slack", () => {
  it("writes a body with a fallback text and escaped mrkdwn", () => {
    const body = slack.body(message) as { text: string; blocks: { text: { text: string } }[] };
    expect(body.text).toBe("2 updates");
    expect(body.blocks[1]!.text.text).toContain(
      "<https://dash.example/results/i1|A screen of &lt;Two &amp; Sum&gt; completed>",
    );
    expect(body.blocks[1]!.text.text).toContain("<https://dash.example/|and 1 more>");
  });
});
