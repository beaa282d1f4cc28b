import { describe, expect, it } from "vitest";
import { renderEmail } from "./render";

const content = {
  subject: "Your screening digest",
  preheader: "13 completed",
  heading: "Your screening digest",
  intro: "13 screens completed since 28 Nov.",
  sections: [],
  unsubscribe: { what: "this digest", url: "https://dash.example/api/notifications/unsubscribe?token=t" },
  settingsUrl: "https://dash.example/settings/notifications",
};

describe("renderEmail", () => {
  it("links what the intro counts, in the HTML and in the plain text, with the address escaped", () => {
    const href = "https://dash.example/assessments?status=Completed&since=2026-11-28T00:00:00.000Z";
    const email = renderEmail({ ...content, introLink: { label: "See the 13 completed screens", href } });
    expect(email.html).toContain(
      `href="https://dash.example/assessments?status=Completed&amp;since=2026-11-28T00:00:00.000Z"`,
    );
    expect(email.html).toContain(">See the 13 completed screens</a");
    expect(email.text.split("\n").slice(0, 4)).toEqual([
      "Your screening digest",
      "",
      "13 screens completed since 28 Nov.",
      `See the 13 completed screens: ${href}`,
    ]);
  });

  it("has no link line when there is nothing to link", () => {
    const email = renderEmail(content);
    expect(email.text.split("\n")[3]).toBe("");
    expect(email.html).not.toContain("See the");
  });

  it("says why the reader gets it: their settings, unless the email says otherwise", () => {
    expect(renderEmail(content).html).toContain("You get this because of your notification settings.");
    const asked = renderEmail({ ...content, because: "You get this because you asked for a test email." }).html;
    expect(asked).toContain("You get this because you asked for a test email.");
    expect(asked).not.toContain("because of your notification settings");
  });
});
