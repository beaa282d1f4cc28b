import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { signInAs } from "../support/sign-in";

/** Every CSP violation a page reports, from the console and from the DOM's securitypolicyviolation events. */
function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate|connect)/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

async function recordPolicyEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

journey(
  "the app works under its Content-Security-Policy: no violation on any page of the tour",
  { data: "read-only" },
  async ({ page }) => {
    test.setTimeout(180_000);
    const violations = watchViolations(page);
    page.on("pageerror", (error) => violations.push(`${page.url()}: ${error.message}`));
    await recordPolicyEvents(page);
    await signInAs(page, "admin@sandbox.test");
    // The candidates table renders its rows in the browser: a link there means the page hydrated under the policy.
    await page.goto("/candidates");
    const candidate = page.locator('a[href^="/candidates/cand_"]').first();
    await candidate.waitFor();
    const candidatePath = (await candidate.getAttribute("href"))!;
    await page.goto("/integrity");
    const result = page.locator('a[href^="/results/int_"]').first();
    await result.waitFor();
    const resultPath = (await result.getAttribute("href"))!;
    const pages = [
      "/",
      "/inbox",
      "/candidates",
      "/candidates/import",
      candidatePath,
      "/problems",
      "/problems/new",
      "/assessments",
      resultPath,
      "/integrity",
      "/bulk",
      "/bulk/new",
      "/settings",
      "/settings/users",
      "/settings/audit",
      "/settings/webhooks",
      "/settings/integrations/greenhouse",
      "/settings/integrations/log",
      "/settings/integrations/log/calls",
      "/settings/api",
      "/settings/integrations/greenhouse/sandbox",
      "/settings/sent-chat",
      "/settings/email",
    ];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
      );
      await page.waitForLoadState("networkidle");
      const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      violations.push(...events.map((e) => `${path}: ${e}`));
    }
    // The roster reader runs in a Web Worker, whose policy is its own script's response headers.
    await page.goto("/bulk/new");
    await page.getByLabel("Roster file").setInputFiles({
      name: "roster.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("name,email\nAda Lovelace,ada.csp@example.test\n"),
    });
    await expect(page.getByRole("status", { name: "Rows of the file" })).toContainText("1 new");
    // A client-side interaction after all that: the navigation still routes without a full load.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Candidates" }).click();
    await expect(page).toHaveURL(/\/candidates$/);
    expect(violations).toEqual([]);
  },
);

journey(
  "an injected inline script and an inline event handler are blocked, the page still works",
  { data: "read-only" },
  async ({ page }) => {
    await recordPolicyEvents(page);
    await signInAs(page, "recruiter@sandbox.test");
    // What a stored XSS would look like: markup the server sent, without the response's nonce.
    await page.route("**/candidates", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        `<script>window.__injected = "script"</script><img src="data:," onerror="window.__injected = 'handler'"></body>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/candidates");
    await page.locator('a[href^="/candidates/cand_"]').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length))
      .toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    const blocked = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(blocked.every((v) => v.startsWith("script-src"))).toBe(true);
  },
);
