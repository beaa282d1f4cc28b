import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it is, one line each. Legacy mode runs axe in the page
 * itself: the default opens a blank page per analysis to merge the frames' results, which this app (no iframes)
 * does not need and which costs seconds a page on a loaded machine.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
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

/** The page's violations in the light and then the dark colour scheme, switched without a reload. */
export async function violationsInBothSchemes(page: Page) {
  const found: string[] = [];
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // Colours that change with a transition are read once it has ended (a second at most), not halfway.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a instanceof CSSTransition)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]),
    );
    for (const violation of await seriousViolations(page)) found.push(`${scheme}: ${violation}`);
  }
  return found;
}
