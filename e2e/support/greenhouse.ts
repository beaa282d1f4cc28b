import { expect, type Page } from "@playwright/test";
import type { GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import type { ResetFixtures } from "./journey";
import { signInAs } from "./sign-in";

/** Connects Greenhouse to the emulator `gh` through its settings page, as the admin signed in on `page`; the key and
 * secret come back masked. */
export async function connectGreenhouse(page: Page, gh: GreenhouseEmulator) {
  await page.goto("/settings/integrations/greenhouse");
  await page.getByLabel("Harvest API key").fill(gh.apiKey);
  await page.getByLabel("Web hook secret key").fill(gh.secret);
  await page.getByLabel("API base URL").fill(gh.url);
  await page.getByLabel("On-Behalf-Of user id").fill(gh.userId);
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText(`Saved: ••••${gh.apiKey.slice(-4)}. Leave empty to keep it.`)).toBeVisible();
  await expect(page.getByText(`Saved: ••••${gh.secret.slice(-4)}. Leave empty to keep it.`)).toBeVisible();
}

/** Disconnects Greenhouse from its settings page, confirmed; `keepFirst` first backs out of the dialog once. */
export async function disconnectGreenhouse(page: Page, { keepFirst = false } = {}) {
  await page.getByRole("button", { name: "Disconnect Greenhouse" }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect Greenhouse?" });
  if (keepFirst) {
    await expect(dialog).toContainText("Its stage rule is removed");
    await dialog.getByRole("button", { name: "Keep connected" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Disconnect Greenhouse" }).click();
  }
  await dialog.getByRole("button", { name: "Disconnect", exact: true }).click();
  await expect(page.getByText("Greenhouse disconnected.")).toBeVisible();
}

/**
 * A journey's reset: Greenhouse not connected, as the journey starts (an earlier try may have stopped anywhere
 * before its own disconnect).
 */
export async function greenhouseNotConnected({ browser }: ResetFixtures) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, "admin@sandbox.test");
  await page.goto("/settings/integrations/greenhouse");
  await expect(page.getByRole("heading", { level: 1, name: "Greenhouse" })).toBeVisible();
  if (await page.getByRole("button", { name: "Disconnect Greenhouse" }).count()) await disconnectGreenhouse(page);
  await context.close();
}
