import type { Locator, Page } from "@playwright/test";
import { expect } from "./journey";

/**
 * Reloads a sandbox ATS's page until `card` (an application or candidate) shows both things the dashboard writes back
 * for a completed screen: the note (or comment) and the results PDF. The ATS takes them in two calls and the page does
 * not refresh itself, so a page read between the two, or before either, is read again.
 */
export async function expectWrittenBack(page: Page, card: Locator, interviewId: string) {
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText("Screening completed:", { timeout: 2_000 });
    await expect(card.getByRole("link", { name: `screening-results-${interviewId}.pdf` })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 90_000 });
}
