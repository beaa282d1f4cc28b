import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/sign-in";

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

/** The first link starting with `prefix`; the candidates table renders its rows after hydration, so wait for it. */
async function firstHref(page: Page, path: string, prefix: string) {
  await page.goto(path);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor();
  return (await link.getAttribute("href"))!;
}

test("the sign-in page has no serious accessibility violation", async ({ page }) => {
  await page.goto("/sign-in");
  expect(await seriousViolations(page)).toEqual([]);
});

for (const scheme of ["light", "dark"] as const) {
  test(`every dashboard page has no serious accessibility violation (${scheme})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, "admin@sandbox.test");
    const candidate = await firstHref(page, "/candidates", "/candidates/cand_");
    const problem = await firstHref(page, "/problems", "/problems/prob_");
    const result = await firstHref(page, "/integrity", "/results/int_");
    const pages = [
      "/",
      "/candidates",
      "/candidates/import",
      candidate,
      "/problems",
      problem,
      "/problems/new",
      "/assessments",
      result,
      "/integrity",
      "/integrity/insights",
      "/bulk",
      "/bulk/new",
      "/settings",
      "/settings/users",
      "/settings/audit",
      "/settings/webhooks",
      "/settings/api",
      "/settings/review",
      "/settings/data",
      "/docs/api",
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
