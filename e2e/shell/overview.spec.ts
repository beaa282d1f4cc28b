import type { Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { expectNoSidewaysScroll, phone } from "../support/phone";
import { signInAs } from "../support/sign-in";

test.use(phone);

/** The horizontal gap, in pixels, between the words of two neighbouring table headers. */
const gapBetweenHeaders = (page: Page, table: string, left: string, right: string) =>
  page.evaluate(
    ([table, left, right]) => {
      const cells = [...document.querySelectorAll<HTMLTableCellElement>(`${table} th`)];
      const words = (text: string) => {
        const cell = cells.find((th) => th.textContent === text)!;
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      return words(right).left - words(left).right;
    },
    [table, left, right] as const,
  );

journey(
  "on a phone the overview names each high-risk result's problem and keeps its recent completions' columns apart",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/");

    // One person can have two high-risk results: each row says which problem it was.
    const card = page.getByRole("region", { name: "High risk, not yet reviewed" });
    const first = card.getByRole("listitem").first();
    await expect(first).toBeVisible();
    const problem = (await first.locator("span.block").textContent())!;
    expect(problem.length).toBeGreaterThan(0);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/results\//);
    await expect(page.getByText(`${problem} · completed`)).toBeVisible();

    await page.goto("/");
    const recent = 'section[aria-label="Recent completions"] table';
    await expect(page.locator(recent)).toBeVisible();
    for (const [left, right] of [
      ["Candidate", "Score"],
      ["Score", "Integrity"],
      ["Integrity", "Completed"],
    ] as const)
      expect(await gapBetweenHeaders(page, recent, left, right), `${left} | ${right}`).toBeGreaterThanOrEqual(8);
    // However long a name or id without spaces (a run id in the journeys' data made the page 21 px too wide).
    await expectNoSidewaysScroll(page);
  },
);
