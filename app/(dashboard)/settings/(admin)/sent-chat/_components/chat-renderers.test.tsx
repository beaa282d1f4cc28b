import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SlackMessage } from "./slack-message";
import { TeamsCard } from "./teams-card";

describe("the chat catcher's renderers", () => {
  it("draws Slack's header, section with fields and a button accessory, context and actions", () => {
    const html = renderToStaticMarkup(
      <SlackMessage
        time="09:30"
        body={{
          text: "fallback",
          blocks: [
            { type: "header", text: { type: "plain_text", text: "Screen completed" } },
            {
              type: "section",
              text: { type: "mrkdwn", text: "*Ada* finished <https://dash.test/r/1|the screen>" },
              fields: [{ type: "mrkdwn", text: "*Score*\n87" }],
              accessory: { type: "button", text: { type: "plain_text", text: "Open" }, url: "https://dash.test/r/1" },
            },
            { type: "divider" },
            { type: "context", elements: [{ type: "mrkdwn", text: "_sent by the dashboard_" }] },
            {
              type: "actions",
              elements: [
                { type: "button", style: "primary", text: { type: "plain_text", text: "Advance" } },
                { type: "button", url: "javascript:alert(1)", text: { type: "plain_text", text: "Evil" } },
              ],
            },
          ],
        }}
      />,
    );
    expect(html).toContain("Screen completed");
    expect(html).toContain('<span class="font-bold">Ada</span>');
    expect(html).toMatch(/<a href="https:\/\/dash.test\/r\/1"[^>]*>the screen<\/a>/);
    expect(html).toMatch(/<span class="font-bold">Score<\/span>/);
    expect(html).toMatch(/<a href="https:\/\/dash.test\/r\/1"[^>]*>Open<\/a>/);
    expect(html).toContain('<span class="italic">sent by the dashboard</span>');
    expect(html).toContain("bg-[#007a5a]");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("fallback");
  });

  it("draws a Teams Adaptive Card's TextBlocks, FactSet and ActionSet with Action.OpenUrl", () => {
    const html = renderToStaticMarkup(
      <TeamsCard
        time="09:30"
        body={{
          type: "message",
          attachments: [
            {
              contentType: "application/vnd.microsoft.card.adaptive",
              content: {
                type: "AdaptiveCard",
                version: "1.4",
                body: [
                  { type: "TextBlock", text: "Screen **completed**", weight: "Bolder", size: "Medium", wrap: true },
                  { type: "FactSet", facts: [{ title: "Score", value: "87/100" }] },
                  {
                    type: "ActionSet",
                    actions: [{ type: "Action.OpenUrl", title: "Open results", url: "https://dash.test/r/1" }],
                  },
                ],
              },
            },
          ],
        }}
      />,
    );
    expect(html).toContain("font-semibold");
    expect(html).toContain('<span class="font-bold">completed</span>');
    expect(html).toMatch(/<dt class="font-semibold">Score<\/dt><dd[^>]*>87\/100<\/dd>/);
    expect(html).toMatch(/<a href="https:\/\/dash.test\/r\/1"[^>]*>Open results<\/a>/);
  });
});
