import type { Page } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

async function openHighRiskResult(page: Page) {
  await page.goto("/integrity?risk=high&reviewed=no");
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /Results of/ })).toBeVisible();
}

journey(
  "a recruiter reviews a result: decision, flag verdict, tag and note, and cannot open admin pages",
  {
    data: "repeatable",
    because: "it reviews the first result of the unreviewed high-risk queue, which an earlier try's review has left",
  },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    await openHighRiskResult(page);
    const review = page.getByRole("complementary", { name: "Review" });
    await review.getByLabel(/^(Your decision|Change your decision)$/).selectOption("hold");
    await review.getByLabel("Reason", { exact: true }).fill("Two critical flags need a look first.");
    await review.getByRole("button", { name: "Save decision" }).click();
    await expect(review.getByText("1 hold")).toBeVisible();

    const firstNote = review.getByLabel("Reviewer note (optional)").first();
    await review.getByRole("button", { name: "Save verdict" }).first().click();
    await expect(review.getByText("Choose a verdict and its reason.")).toBeVisible();
    await firstNote.fill("Seen in the recording.");
    await review.getByLabel("Verdict and reason").first().selectOption("confirmed|Clear from the evidence");
    await review.getByRole("button", { name: "Save verdict" }).first().click();
    await expect(review.getByText("by Rui Recruiter: Seen in the recording.", { exact: true })).toBeVisible();

    await review.getByLabel("New note").fill("<b>not bold</b> & kept as text");
    await review.getByRole("button", { name: "Add note" }).click();
    await expect(review.getByText("<b>not bold</b> & kept as text")).toBeVisible();

    for (const path of ["/bulk", "/settings/users", "/settings/audit"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    }
  },
);

journey("a hiring manager may create problems but not issue in bulk", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "manager@sandbox.test");
  await page.goto("/problems");
  await expect(page.getByRole("link", { name: /New problem/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bulk issue" })).toHaveCount(0);
  await page.goto("/bulk");
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(page.getByText("Your role (Hiring manager) does not include it.")).toBeVisible();
});

journey(
  "an admin without the Compliance permission is told what fairness needs and where to grant it",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/analytics/fairness");
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    await expect(
      page.getByText(
        "This page needs the Compliance permission. Admins can grant it, to themselves too, in Settings → Users.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Users and roles" }).click();
    await expect(page.getByRole("checkbox", { name: "Compliance permission of admin@sandbox.test" })).toBeVisible();
  },
);

journey(
  "an admin adds a user, changes a role, and finds both in the audit log",
  { data: "owned" },
  async ({ run, page }) => {
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings/users");
    const email = run.email("new.reviewer");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Name").fill("New Reviewer");
    await page.getByLabel("Initial password").fill("short");
    await page.getByRole("button", { name: "Add user" }).click();
    await expect(page.getByText("Use at least 10 characters")).toBeVisible();
    await page.getByLabel("Initial password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Add user" }).click();
    await expect(page.getByRole("cell", { name: new RegExp(email) }).first()).toBeVisible();
    await page.getByLabel(`Role of ${email}`).selectOption("manager");
    await expect(page.getByText("Role changed to Hiring manager.")).toBeVisible();

    await page.goto("/settings/audit");
    const events = page.getByRole("listitem");
    await expect(events.filter({ hasText: "user.role" }).first()).toBeVisible();
    await expect(events.filter({ hasText: "user.create" }).first()).toBeVisible();
  },
);
