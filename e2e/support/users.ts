import { expect, type Page } from "@playwright/test";

/** Adds a user under Settings → Users as the admin signed in on `admin`; returns the new user's row once it shows. */
export async function addUser(admin: Page, email: string, initialPassword: string) {
  await admin.goto("/settings/users");
  await admin.getByLabel("Email").fill(email);
  await admin.getByLabel("Initial password").fill(initialPassword);
  await admin.getByRole("button", { name: "Add user" }).click();
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  return row;
}
