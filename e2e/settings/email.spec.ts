import { startSmtpCatcher } from "../../emulators/smtp/catcher";
import { freePort } from "../../lib/utils/free-port";
import { queryE2eDatabase } from "../support/database";
import { expect, journey } from "../support/journey";
import { signInAs, signInWith } from "../support/sign-in";

/**
 * Settings → Email as an admin made for this try (a test email is spaced per person): the sandbox's Sent mail is where
 * mail goes; an SMTP emulator on 127.0.0.1 that requires signing in (SMTP_HOSTS, e2e global setup) is typed in; a
 * wrong password is refused in words before anything is saved; the right one delivers the test email; saved, the page
 * says mail goes there, the password only "Set"; removed, mail goes to Sent mail again. The server set here is the
 * one row every journey's email goes through, so the reset removes one an earlier try left, and the body removes its.
 */
journey(
  "Settings → Email: an SMTP server tested (a wrong password refused in words), saved, receiving the test email, removed",
  { data: "shared", reset: async () => void (await queryE2eDatabase("DELETE FROM mail_server")) },
  async ({ page, browser, run }) => {
    const credentials = { user: "dashboard", pass: `right-${run.id}` };
    const relay = await startSmtpCatcher(await freePort(), { auth: credentials });
    try {
      const email = run.email("mailadmin");
      const password = "a-mail-admin-password";
      await signInAs(page, "admin@sandbox.test");
      await page.goto("/settings/users");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Role", { exact: true }).selectOption("admin");
      await page.getByLabel("Initial password").fill(password);
      await page.getByRole("button", { name: "Add user" }).click();
      await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();

      const admin = await (await browser.newContext()).newPage();
      await signInWith(admin, email, password);
      await expect(admin.getByRole("navigation", { name: "Main" })).toBeVisible({ timeout: 30_000 });
      await admin.goto("/settings");
      await admin.getByRole("link", { name: /^Email/ }).click();
      await expect(admin.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();
      const now = admin.getByRole("region", { name: "Where email goes now" });
      await expect(now).toContainText("Into the sandbox's Sent mail");

      const form = admin.getByRole("region", { name: "Mail server" });
      await form.getByLabel("Host").fill("127.0.0.1");
      await form.getByText("None", { exact: true }).click();
      await form.getByLabel("Port").fill(String(relay.port));
      await form.getByLabel("User").fill(credentials.user);
      await form.getByLabel("Password").fill("a-wrong-password");
      await form.getByLabel("From").fill("Screening <screening@example.test>");
      await form.getByRole("button", { name: "Send a test email" }).click();
      const result = form.getByRole("status", { name: "Test email result" });
      await expect(result).toHaveText(
        new RegExp(
          `The test email did not leave: 127\\.0\\.0\\.1:${relay.port} refused the user name or password \\(535 `,
        ),
      );
      expect(relay.to(email)).toHaveLength(0);
      await expect(now).toContainText("Into the sandbox's Sent mail");

      await form.getByLabel("Password").fill(credentials.pass);
      await form.getByRole("button", { name: "Send a test email" }).click();
      await expect(result).toHaveText(`A test email left for ${email} through 127.0.0.1:${relay.port}.`);
      await expect
        .poll(() => relay.to(email).map((m) => m.subject))
        .toEqual(["Test email from the screening dashboard"]);

      await form.getByRole("button", { name: "Save", exact: true }).click();
      await expect(admin.getByText(`Saved. Email now leaves through 127.0.0.1:${relay.port}.`)).toBeVisible();
      await expect(now).toContainText("Through the mail server set on this page");
      await expect(now.getByText("Set", { exact: true })).toBeVisible();
      await expect(form.getByText("Set. Leave empty to keep it")).toBeVisible();
      await expect(admin.locator("body")).not.toContainText(credentials.pass);
      await admin.screenshot({ path: "test-results/settings-email-1440.png", fullPage: true });

      await form.getByRole("button", { name: "Remove server" }).click();
      await admin
        .getByRole("dialog", { name: `Stop sending email through 127.0.0.1:${relay.port}?` })
        .getByRole("button", { name: "Remove server" })
        .click();
      await expect(now).toContainText("Into the sandbox's Sent mail");
    } finally {
      await relay.close();
    }
  },
);
