import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";
import { localCertificate } from "../../testing/tls-certificate";
import { startAuditHttpsReceiver } from "../../emulators/audit-https/receiver";

/**
 * Settings → Security → Audit destinations as an admin: an HTTPS receiver on 127.0.0.1 (AUDIT_STREAM_HOSTS, e2e
 * global setup) with a certificate made now is added with its CA pasted; its signing secret is shown once; the
 * receiver gets the stream (signed, so only once it knows the secret) and the test event; pause, then delete.
 */
journey(
  "Settings → Security: an HTTPS audit destination added, its secret shown once, receiving, tested, paused, deleted",
  { data: "owned" },
  async ({ page, run }) => {
    const certificate = await localCertificate();
    const receiver = await startAuditHttpsReceiver(certificate);
    try {
      await signInAs(page, "admin@sandbox.test");
      await page.goto("/settings/security");
      const section = page.getByRole("region", { name: "Audit destinations" });
      const name = `SIEM ${run.id}`;
      // The radio itself is visually hidden inside its segment: the segment's text is what a person clicks.
      await section.getByRole("group", { name: "Kind of destination" }).getByText("HTTPS").click();
      await expect(section.getByRole("radio", { name: "HTTPS" })).toBeChecked();
      await section.getByLabel("Name").fill(name);
      await section.getByLabel("URL").fill("http://127.0.0.1/plain");
      await section.getByRole("button", { name: "Add destination" }).click();
      await expect(section.getByText("Enter the full https:// URL")).toBeVisible();

      await section.getByLabel("URL").fill(receiver.url(`/audit/${run.id}`));
      await section.getByLabel("CA certificate (optional)").fill(certificate.cert);
      await section.getByLabel("Start with").selectOption("now");
      await section.getByRole("button", { name: "Add destination" }).click();
      const shown = page.getByRole("dialog", { name: `Signing secret for ${name}` });
      const secret = (await shown.getByTestId("audit-destination-secret").textContent())!.trim();
      expect(secret).toMatch(/^ads_[\w-]{43}$/);
      receiver.setSecret(secret);
      await shown.getByRole("button", { name: "Done" }).click();

      const row = section.getByRole("listitem").filter({ hasText: name });
      await row.getByRole("button", { name: `Send a test event to ${name}` }).click();
      await expect(page.getByText(`${name} received the test event.`)).toBeVisible();
      expect(receiver.tests).toHaveLength(1);
      // Its own "added" entry arrives (after a refused first try if it went before the secret was known here).
      await expect
        .poll(() => receiver.accepted.map((e) => e.action), { timeout: 30_000 })
        .toContain("audit.destination.add");
      await page.reload();
      await expect(row).toContainText("Delivering");
      await expect(row).toContainText(/Last delivery: .+, up to entry [\d,]+/);
      await expect(page.locator("body")).not.toContainText(secret);
      await page.screenshot({ path: "test-results/settings-audit-destinations-1440.png", fullPage: true });

      await row.getByRole("button", { name: `Pause ${name}` }).click();
      await expect(row).toContainText("Paused");
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await page
        .getByRole("dialog", { name: `Delete ${name}?` })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(row).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  },
);
