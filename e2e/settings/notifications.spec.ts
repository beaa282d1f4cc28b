import type { Page } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs, signInWith } from "../support/sign-in";
import { addUser } from "../support/users";

const highRisk = "A screen completed with high integrity risk";

async function chooseDelivery(page: Page, kind: string, delivery: string) {
  const group = page.getByRole("group", { name: kind });
  await group.getByText(delivery, { exact: true }).click();
  await expect(group.getByRole("radio", { name: delivery })).toBeChecked();
}

/**
 * A recruiter chooses what reaches them and when their digest goes, asks for it now, and an admin reads that digest
 * under Settings → Sent mail (the sandbox's catcher): HTML in a sandboxed frame, the RFC 8058 headers and the plain
 * text, whose unsubscribe link works without signing in.
 */
journey(
  "choose notifications, send the digest now, read it in Sent mail and unsubscribe from it",
  { data: "repeatable", because: "it sets every preference it reads back, and the digest it reads is the newest" },
  async ({ page, browser }) => {
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto("/settings");
    await page.getByRole("link", { name: "Notifications" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("built-in catcher");
    // A recruiter sees only the kinds their role may have: no sync or webhook health alerts.
    await expect(page.getByRole("group", { name: "The sync is failing" })).toHaveCount(0);

    await chooseDelivery(page, highRisk, "Off");
    await page.getByLabel("How often").selectOption("weekly");
    await page.getByLabel("On", { exact: true }).selectOption({ label: "Tuesday" });
    await page.getByLabel("At", { exact: true }).selectOption({ label: "07:00" });
    await page.getByRole("button", { name: "Save notification settings" }).click();
    await expect(page.getByText("Notification settings saved.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("group", { name: highRisk }).getByRole("radio", { name: "Off" })).toBeChecked();
    await expect(page.getByLabel("How often")).toHaveValue("weekly");
    await expect(page.getByLabel("On", { exact: true })).toHaveValue("2");
    await expect(page.getByLabel("At", { exact: true })).toHaveValue("7");

    await page.getByRole("button", { name: "Send my digest now" }).click();
    await expect(page.getByText("Your digest is on its way to recruiter@sandbox.test.")).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, "admin@sandbox.test");
    await admin.goto("/settings/sent-mail");
    await expect(admin.getByRole("heading", { level: 1, name: "Sent mail" })).toBeVisible();
    const digest = admin.getByRole("link", { name: /Your screening digest: .* To recruiter@sandbox\.test/ }).first();
    // The digest is written by a job a moment later; the list is read afresh on each visit.
    await expect(async () => {
      await admin.reload();
      await expect(digest).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await digest.click();

    await expect(admin.getByRole("heading", { level: 1, name: /Your screening digest/ })).toBeVisible();
    const frame = admin.frameLocator("iframe[title^='Email: Your screening digest']");
    await expect(frame.getByText("Waiting for you").first()).toBeVisible();
    const headers = admin.getByRole("region", { name: "Headers" });
    await expect(headers).toContainText("List-Unsubscribe-Post");
    await expect(headers).toContainText("List-Unsubscribe=One-Click");
    const text = await admin.getByRole("region", { name: "Plain text" }).locator("pre").innerText();
    expect(text).toContain("Waiting for you");
    const link = text.match(/https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+/)?.[0];
    expect(link, "the plain text carries the unsubscribe link").toBeTruthy();
    await adminContext.close();

    // Without signing in: the link asks first, then turns the digest off.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    const { pathname, search } = new URL(link!);
    await visitor.goto(`${pathname}${search}`);
    await expect(visitor.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(visitor.getByRole("status")).toContainText("you will no longer get");
    await anonymous.close();

    await page.reload();
    await expect(page.getByLabel("How often")).toHaveValue("off");
  },
);

journey("a recruiter cannot open Sent mail", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  const response = await page.goto("/settings/sent-mail");
  expect(response!.status()).toBe(403);
});

/**
 * "Send a test email": a new teammate (made for this try, since one person may send one every 30 s) sends themself
 * one, is told where it went, and an admin finds it in Sent mail, the sandbox's catcher.
 */
journey(
  "a new teammate sends themself a test email and an admin reads it in Sent mail",
  { data: "owned" },
  async ({ run, page: admin, browser }) => {
    const email = run.email("mailtest");
    const password = "a-test-email-password";
    await signInAs(admin, "admin@sandbox.test");
    await addUser(admin, email, password);

    const teammate = await (await browser.newContext()).newPage();
    await signInWith(teammate, email, password);
    await expect(teammate.getByRole("navigation", { name: "Main" })).toBeVisible({ timeout: 30_000 });
    await teammate.goto("/settings/notifications");
    await teammate.getByRole("button", { name: "Send a test email" }).click();
    await expect(teammate.getByText(`Test email kept for ${email} in the sandbox's Sent mail`)).toBeVisible();
    await teammate.getByRole("button", { name: "Send a test email" }).click();
    await expect(teammate.getByText(/A test email went out less than 30 s ago/)).toBeVisible();

    await admin.goto("/settings/sent-mail");
    await admin
      .getByRole("link", {
        name: new RegExp(`Test email from the screening dashboard.* To ${email.replace(/\./g, "\\.")}`),
      })
      .click();
    const frame = admin.frameLocator("iframe[title^='Email: Test email from the screening dashboard']");
    await expect(frame.getByText("Email reaches you")).toBeVisible();
  },
);
