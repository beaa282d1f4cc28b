import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { signInAs } from "../support/sign-in";

/** Every key pressed, typed text included, so the journey's cost is measured rather than guessed. */
function keyboard(page: Page) {
  const counts = { keys: 0, typed: 0, tabs: 0 };
  return {
    counts,
    press: async (key: string) => {
      counts.keys += 1;
      if (key === "Tab") counts.tabs += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      counts.typed += text.length;
      await page.keyboard.type(text);
    },
  };
}

journey(
  "a reviewer goes through three flagged results in a row by keyboard only: every flag, a decision with a reason",
  {
    data: "repeatable",
    because: "it takes the first results of the unreviewed queue, which an earlier try's reviews have left",
  },
  async ({ page }) => {
    test.setTimeout(120_000);
    // Medium risk, as the hiring manager: the high-risk results and the recruiter's decisions are other journeys'.
    await signInAs(page, "manager@sandbox.test");
    await page.goto("/integrity?reviewed=no&risk=medium");
    const keys = keyboard(page);

    // Into the first result of the queue: the skip link, then the queue's filters, then the first row.
    const first = page.locator("tbody tr").first().getByRole("link");
    const firstHref = (await first.getAttribute("href"))!;
    await keys.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await keys.press("Enter");
    for (let tabs = 0; tabs < 12 && !(await first.evaluate((link) => link === document.activeElement)); tabs++)
      await keys.press("Tab");
    await expect(first).toBeFocused();
    await keys.press("Enter");

    const reviewed: string[] = [];
    const tabsPerResult: number[] = [];
    for (let result = 0; result < 3; result++) {
      const tabsBefore = keys.counts.tabs;
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(/^Results of /);
      // Focus is on the new page's heading, and the queue keeps its filters.
      await expect(heading).toBeFocused();
      await expect(page).toHaveURL(/queue=integrity&risk=medium&reviewed=no/);
      // Screens, not names: one person may have taken several, and two people may share a name.
      reviewed.push(new URL(page.url()).pathname);
      const flags = page.locator("[data-flag-open]");
      // The flags stream in with the page's annotations slot: wait for them before counting.
      await expect(flags.first()).toBeVisible();
      const open = await flags.count();
      expect(open).toBeGreaterThan(0);

      await keys.press("f");
      for (let flag = 0; flag < open; flag++) {
        await expect(page.locator("[data-flag-open] textarea").first()).toBeFocused();
        await keys.type(`Checked ${flag + 1}`);
        await keys.press("Tab");
        // The verdict and its reason: the first choice, "Confirmed: <the admin's first reason>".
        await page.keyboard.press("ArrowDown");
        keys.counts.keys += 1;
        await keys.press("Tab");
        await keys.press("Enter");
        await expect(page.locator("[data-flag-open]")).toHaveCount(open - flag - 1);
      }
      // After the last flag the keyboard is on the decision.
      await expect(page.getByLabel(/^(Your decision|Change your decision)$/)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      keys.counts.keys += 1;
      await keys.press("Tab");
      await keys.type("Strong work");
      await keys.press("Tab");
      await keys.press("Enter");
      // Saved: the summary counts it and has the focus (the toasts of earlier results may still be showing).
      await expect(page.locator("#decisions-summary")).toContainText("1 advance");
      await expect(page.locator("#decisions-summary")).toBeFocused();
      tabsPerResult.push(keys.counts.tabs - tabsBefore);
      if (result < 2) {
        const left = page.url();
        await keys.press("n");
        await expect(page).not.toHaveURL(left);
      }
    }
    expect(reviewed[0]).toBe(firstHref.split("?")[0]);
    expect(new Set(reviewed).size).toBe(3);

    // The help lists the keys; Escape closes it.
    await keys.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    await expect(help.getByText("Next result with an unreviewed flag")).toBeVisible();
    await keys.press("Escape");
    await expect(help).toBeHidden();

    // The queue now shows them reviewed.
    await page.goto("/integrity?reviewed=yes&risk=medium");
    for (const path of reviewed) await expect(page.locator(`tbody a[href^="${path}?"]`)).toBeVisible();
    const summary = `${keys.counts.keys} keys besides ${keys.counts.typed} typed characters for 3 results, no click; Tabs on each result: ${tabsPerResult.join(", ")}`;
    test.info().annotations.push({ type: "keyboard", description: summary });
    console.log(`review in a row: ${summary}`);
  },
);
