import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { visibleNavItems } from "../../components/shell/nav-items";
import { signInAs } from "../support/sign-in";
import { crowdedScaleLabels, expectWithinWidth, phone, sidewaysScroll, tinyChartText } from "../support/phone";

test.use(phone);

async function firstHref(page: Page, path: string, prefix: string) {
  await page.goto(path);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor();
  return (await link.getAttribute("href"))!;
}

/** Opens the menu, again if a tap came before the page was interactive. */
async function openMenu(page: Page) {
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(async () => {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
}

journey(
  "on a phone the menu reaches every page, no page scrolls sideways, and no chart draws its words too small or too close to read",
  { data: "read-only" },
  async ({ page }) => {
    test.setTimeout(300_000);
    await signInAs(page, "admin@sandbox.test");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();

    const menu = page.getByRole("button", { name: "Menu" });
    // What an admin without the Compliance permission sees (the Fairness link is for compliance users only).
    for (const item of visibleNavItems("admin", false)) {
      await openMenu(page);
      const link = page
        .getByRole("navigation", { name: "Main (phone)" })
        .getByRole("link", { name: item.label, exact: true });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === item.href);
      // The menu closes once the page has changed.
      await expect(menu).toHaveAttribute("aria-expanded", "false");
    }

    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();

    const candidate = await firstHref(page, "/candidates", "/candidates/cand_");
    const problem = await firstHref(page, "/problems", "/problems/prob_");
    const result = await firstHref(page, "/integrity", "/results/int_");
    const pages = [
      "/",
      "/inbox",
      "/candidates",
      "/candidates/import",
      candidate,
      "/problems",
      problem,
      `${problem}/cohort`,
      "/problems/new",
      "/assessments",
      result,
      "/integrity",
      "/integrity/insights",
      "/analytics",
      "/bulk",
      "/bulk/new",
      "/settings",
      "/settings/account",
      "/settings/users",
      "/settings/audit",
      "/settings/webhooks",
      "/settings/integrations/greenhouse",
      "/settings/integrations/log",
      "/settings/integrations/log/calls",
      "/settings/api",
      "/settings/sync",
      "/settings/review",
      "/settings/integrations/greenhouse/sandbox",
      "/settings/sent-chat",
      "/settings/email",
      "/docs/api",
    ];
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const by = await sidewaysScroll(page);
      if (by > 0) wide.push(`${path}: ${by} px`);
      // A chart drawn at its own width is measured once mounted.
      await expect.poll(() => tinyChartText(page), { message: `chart words on ${path}` }).toEqual([]);
      expect(await crowdedScaleLabels(page), `scale labels on ${path}`).toEqual([]);
    }
    expect(wide).toEqual([]);
  },
);

journey(
  "on a phone the decision panel is one tap away from the top of a result",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto(await firstHref(page, "/integrity", "/results/int_"));
    const decisions = page.getByRole("heading", { name: "Decisions" });
    await expect(decisions).not.toBeInViewport();
    await page.getByRole("link", { name: "Decide and review ↓" }).click();
    await expect(decisions).toBeInViewport();
  },
);

journey(
  "on a phone a candidate's screens show each score without scrolling the table",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    const result = await firstHref(page, "/integrity", "/results/int_");
    await page.goto(result);
    await page.goto((await page.locator('main a[href^="/candidates/cand_"]').first().getAttribute("href"))!);
    const row = page.locator("tbody tr").filter({ has: page.locator(`a[href="${result.split("?")[0]}"]`) });
    const score = row.locator("td").nth(1);
    await expect(score).toHaveText(/^\d+\.\d$|^Ungraded$/);
    await expectWithinWidth(score);
  },
);
