import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

journey(
  "a visitor is sent to sign-in, sees the demo accounts, is refused a wrong password, and lands where they were going",
  { data: "read-only" },
  async ({ page }) => {
    await page.goto("/candidates?q=ada");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcandidates%3Fq%3Dada$/);
    await expect(page.getByRole("heading", { name: "Demo accounts" })).toBeVisible();
    await page.getByLabel("Email").fill("admin@sandbox.test");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
      "That email and password do not match an account.",
    );
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel("Password").fill("sandbox");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/candidates\?q=ada$/);
  },
);

journey("a visitor signs in with one click on a demo account", { data: "read-only" }, async ({ page }) => {
  await page.goto("/sign-in");
  const demo = page.getByRole("region", { name: "Demo accounts" });
  await expect(demo.getByText("manager@sandbox.test")).toBeVisible();
  await demo.getByRole("button", { name: "Continue as Maya Manager" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Maya Manager")).toBeVisible();
});

journey(
  "an admin signs in and sees the shell with every section and the sandbox badge",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Overview", "Candidates", "Problems", "Assessments", "Integrity", "Bulk issue", "Settings"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(page.getByText("Sandbox", { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Ada Admin")).toBeVisible();
    await nav.getByRole("link", { name: "Candidates" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Candidates" })).toHaveAttribute("aria-current", "page");
  },
);

journey("a recruiter does not see admin-only sections and can sign out", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bulk issue" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});
