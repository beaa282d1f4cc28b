import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../lib/auth/demo-users";

/** Fills in and sends the sign-in form; what follows (signed in, or refused) is for the caller to check. */
export async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in as a demo account and waits for the app's shell. */
export async function signInAs(page: Page, email: string) {
  await signInWith(page, email, DEMO_PASSWORD);
  // The sidebar on wide screens, the Menu button on phones; the overview it lands on is the heaviest page to render,
  // which on a loaded machine has taken over ten seconds.
  await expect(
    page
      .getByRole("navigation", { name: "Main", exact: true })
      .or(page.getByRole("button", { name: "Menu" }))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
}
