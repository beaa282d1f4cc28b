import type { Locator } from "@playwright/test";
import { queryE2eDatabase } from "../support/database";
import { expect, journey, test } from "../support/journey";
import { expectNoSidewaysScroll, expectWithinWidth, phone, tapInMenu } from "../support/phone";
import { signInAs } from "../support/sign-in";

test.use(phone);

const retentionOff = async () =>
  void (await queryE2eDatabase(`DELETE FROM app_setting WHERE key = 'privacy.retention'`));

/** A dialog on a phone: within its width, and its buttons on screen without scrolling the page. */
async function expectUsable(dialog: Locator, buttons: (string | RegExp)[]) {
  await expectWithinWidth(dialog);
  for (const name of buttons) {
    const button = dialog.getByRole("button", typeof name === "string" ? { name, exact: true } : { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    await expectWithinWidth(button);
  }
}

/**
 * Retention on a phone: an admin reaches Settings → Data through the menu, sees who 30 days would take in the
 * preview (usable at 390 px: the list, the figures and both buttons), goes back, and turns retention on at two years,
 * which takes nobody tonight, confirmed in the same dialog.
 */
journey(
  "on a phone an admin previews retention, goes back, and confirms a period that takes nobody",
  { data: "shared", reset: retentionOff },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    await tapInMenu(page, "Settings");
    await page.getByRole("link", { name: /^Data/ }).tap();
    await expect(page.getByRole("heading", { level: 1, name: "Data" })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByLabel("Apply retention every night").tap();
    const days = page.getByLabel(/Days after the candidate/);
    await days.fill("30");
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    const preview = page.getByRole("dialog", { name: "Turn on retention at 30 days?" });
    await expect(preview).toContainText(/would anonymize (more than )?[\d,]+ candidates?/);
    const taken = preview.getByRole("list", { name: "Candidates the next run would take" }).getByRole("listitem");
    await expect(taken.first()).toContainText("last screen ended");
    await expectUsable(preview, ["Go back", /^Save: anonymize .* tonight$/]);
    await expectNoSidewaysScroll(page);
    await preview.getByRole("button", { name: "Go back" }).tap();
    await expect(preview).toBeHidden();
    expect(await queryE2eDatabase(`SELECT 1 FROM app_setting WHERE key = 'privacy.retention'`)).toEqual([]);

    await days.fill("730");
    await page.getByRole("button", { name: "Save", exact: true }).tap();
    const nobody = page.getByRole("dialog", { name: "Turn on retention at 730 days?" });
    await expect(nobody).toContainText("would anonymize 0 candidates.");
    await expectUsable(nobody, ["Go back", "Turn on retention"]);
    await nobody.getByRole("button", { name: "Turn on retention" }).tap();
    await expect(page.getByText("Saved. The nightly job applies it from tonight.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/Days after the candidate/)).toHaveValue("730");
    await expect(page.getByLabel("Apply retention every night")).toBeChecked();

    // Put back as the journey found it: retention off.
    await retentionOff();
  },
);
