import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../lib/auth/demo-users";

export async function signInAs(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The sidebar on wide screens, the Menu button on phones; the overview it lands on is the heaviest page to render,
  // which on a loaded machine has taken over ten seconds.
  await expect(
    page
      .getByRole("navigation", { name: "Main", exact: true })
      .or(page.getByRole("button", { name: "Menu" }))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
}
