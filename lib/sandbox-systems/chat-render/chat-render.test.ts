import { describe, expect, it } from "vitest";
import { adaptiveMarkdown } from "./adaptive-markdown";
import { slackMrkdwn } from "./slack-mrkdwn";

describe("Slack mrkdwn", () => {
  it("reads bold, italic, strike, code and links, unescaping what Slack escapes", () => {
    expect(slackMrkdwn("*Done:* <https://dash.test/r/1|Ada &amp; Bo> _now_ ~old~ `x&lt;y`")).toEqual([
      { text: "Done:", bold: true },
      { text: " " },
      { text: "Ada & Bo", href: "https://dash.test/r/1" },
      { text: " " },
      { text: "now", italic: true },
      { text: " " },
      { text: "old", strike: true },
      { text: " " },
      { text: "x<y", code: true },
    ]);
  });

  it("shows a link that is not http(s) as its text, and a bare URL as a link", () => {
    expect(slackMrkdwn("<javascript:alert(1)|click>")).toEqual([{ text: "click" }]);
    expect(slackMrkdwn("<https://a.test/>")).toEqual([{ text: "https://a.test/", href: "https://a.test/" }]);
    expect(slackMrkdwn("<!here> hi")).toEqual([{ text: "@here", bold: true }, { text: " hi" }]);
  });
});

describe("Adaptive Card markdown", () => {
  it("reads bold, italic and links, and bullet and numbered lists on lines of their own", () => {
    expect(adaptiveMarkdown("**Score** [open](https://a.test/x) _soon_\r- one\r- two\n1. first")).toEqual([
      {
        kind: "text",
        runs: [
          { text: "Score", bold: true },
          { text: " " },
          { text: "open", href: "https://a.test/x" },
          { text: " " },
          { text: "soon", italic: true },
        ],
      },
      { kind: "ul", items: [[{ text: "one" }], [{ text: "two" }]] },
      { kind: "ol", items: [[{ text: "first" }]] },
    ]);
  });

  it("never links anything but http(s)", () => {
    expect(adaptiveMarkdown("[x](javascript:alert(1))")).toEqual([
      { kind: "text", runs: [{ text: "x" }, { text: ")" }] },
    ]);
  });
});
