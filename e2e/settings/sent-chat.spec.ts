import { expect, journey } from "../support/journey";
import type { ResetFixtures } from "../support/journey";
import { signInAs } from "../support/sign-in";

/** A journey's reset: no sandbox Slack channel, as the journey starts (an earlier try may have added one). */
async function noSandboxSlack({ browser }: ResetFixtures) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, "admin@sandbox.test");
  await page.goto("/settings/chat");
  await expect(page.getByRole("heading", { level: 1, name: "Team chat" })).toBeVisible();
  const cards = page.getByRole("article", { name: "Sandbox Slack" });
  while ((await cards.count()) > 0) {
    const before = await cards.count();
    await cards.first().getByRole("button", { name: "Remove…" }).click();
    await cards.first().getByRole("button", { name: "Remove Sandbox Slack" }).click();
    await expect(cards).toHaveCount(before - 1);
  }
  await context.close();
}

/**
 * In sandbox mode an admin adds the sandbox Slack channel in one click, sends it a test message, and reads it on
 * Sent chat as Slack would show it (the bold headline, the linked item), with its JSON one click away.
 */
journey(
  "add the sandbox Slack channel, send a test message, and see it drawn on Sent chat",
  { data: "shared", reset: noSandboxSlack },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings/chat");
    await page.getByRole("button", { name: "Add the sandbox Slack channel" }).click();
    const card = page.getByRole("article", { name: "Sandbox Slack" });
    await expect(card).toBeVisible();
    const sentAt = Date.now();
    await card.getByRole("button", { name: "Send a test message" }).click();
    await expect(page.getByText("Test message sent.")).toBeVisible();

    await page.goto("/settings");
    await page.getByRole("link", { name: /Sent chat/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sent chat" })).toBeVisible();
    const post = page.getByRole("article", { name: "Slack post" }).first();
    const stamp = await post.locator("p").first().innerText();
    expect(new Date(`${stamp.replace("Slack · ", "").replace(" UTC", "")}Z`).getTime()).toBeGreaterThanOrEqual(
      Math.floor(sentAt / 1000) * 1000 - 1000,
    );
    // Drawn, not dumped: the headline in bold, the item a link to the chat settings, the JSON behind a click.
    await expect(post.locator(".font-bold", { hasText: "Test message from the screening dashboard" })).toBeVisible();
    await expect(post.getByRole("link", { name: /This channel will receive \d+ kinds of update/ })).toHaveAttribute(
      "href",
      /\/settings\/chat$/,
    );
    await expect(post.getByText('"blocks"')).toBeHidden();
    await post.getByText("Raw JSON").click();
    await expect(post.getByText(/"type": "mrkdwn"/).first()).toBeVisible();
  },
);

journey("a recruiter cannot open Sent chat", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  expect((await page.goto("/settings/sent-chat"))!.status()).toBe(403);
});
