import type { Page } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

/** A completed, scored screen; the fifth such row, so its share links stand apart from other journeys' pages. */
async function openCompleted(page: Page) {
  await page.goto("/assessments?status=Completed&sort=score&dir=desc");
  const row = page
    .getByRole("table", { name: "Screens" })
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: /^\d+\.\d$/ }) })
    .nth(4);
  await row.getByRole("link", { name: /^Results of/ }).click();
  await expect(page).toHaveURL(/\/results\/int_/);
  return decodeURIComponent(page.url().split("/").pop()!.split("?")[0]!);
}

journey(
  "a share link opens without a session until an admin revokes it, then no longer works",
  { data: "repeatable", because: "it revokes every active link to its result, an earlier try's included" },
  async ({ page, browser }) => {
    await signInAs(page, "recruiter@sandbox.test");
    const interviewId = await openCompleted(page);
    const candidate = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/^Results of /, "");
    const share = page.getByRole("region", { name: "Share" });
    await expect(share.getByText("The service's own link (admins)")).toHaveCount(0);
    await share.getByLabel("Works for").selectOption("7");
    await share.getByRole("button", { name: "Create share link" }).click();
    const link = await share.getByLabel("New share link").inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await expect(share.getByRole("list", { name: "Active share links" })).toContainText(
      "Made by recruiter@sandbox.test",
    );

    // A stranger: a fresh browser context, no session.
    const stranger = await browser.newContext();
    const outside = await stranger.newPage();
    const response = await outside.goto(link);
    expect(response!.status()).toBe(200);
    expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(outside.getByRole("heading", { level: 1, name: candidate })).toBeVisible();
    await expect(outside.getByRole("region", { name: "Score" })).toBeVisible();
    await expect(outside.getByRole("region", { name: "Analysis" })).toBeVisible();
    await expect(outside.getByRole("region", { name: "Integrity" })).toHaveCount(0);
    await expect(outside.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // An admin revokes every active link to this result from Settings → Share links.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, "admin@sandbox.test");
    await admin.goto("/settings/share-links");
    await expect(admin.getByRole("heading", { name: "What a share page shows" })).toBeVisible();
    const rows = admin.getByRole("row").filter({ has: admin.getByRole("link", { name: interviewId, exact: true }) });
    await expect(rows.first()).toBeVisible();
    while ((await rows.count()) > 0) {
      const before = await rows.count();
      await rows
        .first()
        .getByRole("button", { name: /^Revoke/ })
        .click();
      await expect(admin.getByText("Link revoked.").first()).toBeVisible();
      await expect(rows).toHaveCount(before - 1);
    }

    const after = await outside.reload();
    expect(after!.status()).toBe(404);
    await expect(outside.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Share" })).toContainText("No active link to these results.");
    await Promise.all([stranger.close(), adminContext.close()]);
  },
);
