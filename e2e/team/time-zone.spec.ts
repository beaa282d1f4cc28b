import type { Page } from "@playwright/test";
import { expect, journey, test, type ResetFixtures } from "../support/journey";
import { signInAs } from "../support/sign-in";

// Chromium names this zone by its older ICU name, Asia/Calcutta, which the server must accept as well.
test.use({ timezoneId: "Asia/Kolkata" });

async function showTimesIn(page: Page, zone: string) {
  await page.goto("/settings/account");
  const select = page.getByLabel("Show times in");
  const save = page.getByRole("button", { name: "Save time zone" });
  // Enabled once the page runs: a choice made before that would be reset by hydration.
  await expect(save).toBeEnabled();
  if ((await select.inputValue()) === zone) return;
  await select.selectOption(zone);
  await save.click();
  await expect(page.getByText(`Times are now shown in ${zone}.`)).toBeVisible();
}

/** The manager's times in UTC, as the journey expects them first: a try may have stopped in Asia/Kolkata. */
async function showTimesInUtc({ browser }: ResetFixtures) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, "manager@sandbox.test");
  await showTimesIn(page, "UTC");
  await context.close();
}

journey(
  "a reviewer chooses the browser's zone and every time is shown in it, named; UTC again on request",
  { data: "shared", reset: showTimesInUtc },
  async ({ page }) => {
    await signInAs(page, "manager@sandbox.test");
    await showTimesIn(page, "UTC");
    await page.goto("/assessments?sort=completedAt&dir=desc");
    // Candidate, problem, status, issued, completed: the fifth cell of the newest completion, found again by its
    // results link, as the sandbox completes more screens meanwhile (a newer one takes the first row).
    const href = await page
      .locator("tbody tr")
      .first()
      .getByRole("link", { name: /^Results of/ })
      .getAttribute("href");
    const row = page.locator("tbody tr").filter({ has: page.locator(`a[href="${href}"]`) });
    const completed = row.locator("td").nth(4);
    const utc = (await completed.textContent())!.trim();
    expect(utc).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);
    const instant = new Date(utc.replace(",", ""));

    await page.goto("/settings/account");
    await page.getByRole("button", { name: /^Use this browser's zone \(Asia\/(Kolkata|Calcutta)\)$/ }).click();
    await expect(page.getByText(/^Times are now shown in Asia\/(Kolkata|Calcutta)\.$/)).toBeVisible();

    await page.goto("/assessments?sort=completedAt&dir=desc");
    const expected = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Asia/Kolkata",
      timeZoneName: "short",
    }).format(instant);
    await expect(completed).toHaveText(expected);
    await expect(completed).toHaveText(/GMT\+5:30$/);

    // The IP form says which zone its time input is read in.
    await row.getByRole("link").first().click();
    await expect(page.getByText(/^In this browser's time zone \(Asia\/(Kolkata|Calcutta)\)\.$/)).toBeVisible();

    await showTimesIn(page, "UTC");
    await page.goto("/assessments?sort=completedAt&dir=desc");
    await expect(completed).toHaveText(utc);
  },
);
