import { type Browser } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { signInAs, signInWith } from "../support/sign-in";
import { addUser } from "../support/users";

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

journey(
  "an admin disables, enables and resets an account; its owner changes the password and signs out elsewhere",
  { data: "owned" },
  async ({ run, page: admin, browser }) => {
    test.setTimeout(120_000);
    const email = run.email("lifecycle");
    const initial = "an-initial-password";
    await signInAs(admin, "admin@sandbox.test");
    const row = await addUser(admin, email, initial);

    // The owner signs in; the admin disables the account: the owner's next request is signed out, sign-in refused.
    const owner = await newPage(browser);
    await signInWith(owner, email, initial);
    await expect(owner.getByRole("navigation", { name: "Main" })).toBeVisible();
    await row.getByRole("button", { name: `Disable ${email}` }).click();
    await admin
      .getByRole("dialog", { name: `Disable ${email}?` })
      .getByRole("button", { name: "Disable" })
      .click();
    await expect(admin.getByText(`${email} is disabled.`)).toBeVisible();
    await expect(row.getByText("Disabled")).toBeVisible();
    await owner.goto("/candidates");
    await expect(owner).toHaveURL(/\/sign-in/);
    await signInWith(owner, email, initial);
    await expect(owner.getByText("That email and password do not match an account.")).toBeVisible();

    // Enabled again, then a password reset: the temporary password is shown once, and it works.
    await row.getByRole("button", { name: `Enable ${email}` }).click();
    await expect(admin.getByText(`${email} can sign in again.`)).toBeVisible();
    await row.getByRole("button", { name: `Reset password of ${email}` }).click();
    const dialog = admin.getByRole("dialog", { name: `Reset the password of ${email}?` });
    await dialog.getByRole("button", { name: "Reset password" }).click();
    const temporary = (await dialog.getByTestId("temporary-password").innerText()).trim();
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    await dialog.getByRole("button", { name: "Done" }).click();
    await signInWith(owner, email, temporary);
    await expect(owner.getByRole("navigation", { name: "Main" })).toBeVisible();

    // A second browser of the owner's; the owner changes the password from the first, which signs the second out.
    const second = await newPage(browser);
    await signInWith(second, email, temporary);
    await expect(second.getByRole("navigation", { name: "Main" })).toBeVisible();
    await owner.goto("/settings/account");
    await expect(owner.getByRole("button", { name: "Sign out everywhere else (1)" })).toBeVisible();
    await owner.getByLabel("Current password").fill("not-it-at-all");
    await owner.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
    await owner.getByLabel("New password again").fill("a-brand-new-password");
    await owner.getByRole("button", { name: "Change password" }).click();
    await expect(owner.getByText("Your current password is not right.")).toBeVisible();
    await owner.getByLabel("Current password").fill(temporary);
    await owner.getByRole("button", { name: "Change password" }).click();
    await expect(owner.getByText("Password changed; 1 other session was signed out.")).toBeVisible();
    await second.goto("/candidates");
    await expect(second).toHaveURL(/\/sign-in/);
    await signInWith(second, email, "a-brand-new-password");
    await expect(second.getByRole("navigation", { name: "Main" })).toBeVisible();

    await admin.goto("/settings/audit");
    for (const action of [
      "user.disable",
      "user.enable",
      "user.password-reset",
      "user.password-change",
      "sign-in.failed",
    ]) {
      await expect(admin.getByRole("listitem").filter({ hasText: action }).first(), action).toBeVisible();
    }
  },
);
