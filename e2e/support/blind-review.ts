import type { Browser } from "@playwright/test";
import { expect } from "./journey";
import { signInAs } from "./sign-in";

/** Settings → Review as an admin would set it: which roles review blind (the other settings as they stand). */
export async function setBlindRoles(browser: Browser, roles: ("recruiter" | "manager")[]) {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, "admin@sandbox.test");
  await page.goto("/settings/review");
  for (const [role, label] of [
    ["recruiter", "Blind review for recruiters"],
    ["manager", "Blind review for hiring managers"],
  ] as const) {
    await page.getByLabel(label).setChecked(roles.includes(role));
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Review settings saved.")).toBeVisible();
  await page.context().close();
}
