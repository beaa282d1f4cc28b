import type { Locator, Page } from "@playwright/test";
import { expect } from "./journey";

/** A phone as the phone journeys use it (e2e/phone/): 390 × 844, touch, the mobile viewport meta honoured. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** How far the page itself scrolls sideways (a table scrolling inside its own frame does not count). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Nothing makes the page scroll sideways, once what it streams in has come. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => sidewaysScroll(page), { timeout: 2_000 }).toBeLessThanOrEqual(0);
}

/** The smallest size a chart's words may be drawn at, in CSS pixels. */
export const CHART_TEXT_MIN_PX = 10;

/**
 * Words drawn inside an SVG smaller than CHART_TEXT_MIN_PX on screen, as "text (size px)": an SVG scaled to a
 * phone's width shrinks its text with it (the cohort's histogram drew its scale at 5 px).
 */
export const tinyChartText = (page: Page, minPx = CHART_TEXT_MIN_PX) =>
  page.evaluate((min) => {
    const tiny: string[] = [];
    for (const text of document.querySelectorAll<SVGTextElement>("svg text")) {
      const svg = text.ownerSVGElement!;
      const viewBox = svg.viewBox.baseVal;
      const scale = viewBox.width ? svg.getBoundingClientRect().width / viewBox.width : 1;
      const px = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (scale > 0 && px < min) tiny.push(`${text.textContent} (${px.toFixed(1)} px)`);
    }
    return tiny;
  }, minPx);

/** The least room between two labels of a scale drawn in HTML, in CSS pixels. */
export const SCALE_LABEL_GAP_PX = 12;

/**
 * Neighbouring labels of the HTML scales (`[data-scale]`, as under a result's dimension bars) closer than
 * SCALE_LABEL_GAP_PX, as "75|100 (3.2 px)": a scale's labels placed by percentage crowd on a narrow one.
 */
export const crowdedScaleLabels = (page: Page, minGap = SCALE_LABEL_GAP_PX) =>
  page.evaluate((min) => {
    const crowded: string[] = [];
    for (const scale of document.querySelectorAll("[data-scale]")) {
      const labels = [...scale.children]
        .map((label) => ({ text: label.textContent, box: label.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0)
        .sort((a, b) => a.box.left - b.box.left);
      for (let i = 1; i < labels.length; i++) {
        const gap = labels[i]!.box.left - labels[i - 1]!.box.right;
        if (gap < min) crowded.push(`${labels[i - 1]!.text}|${labels[i]!.text} (${gap.toFixed(1)} px)`);
      }
    }
    return crowded;
  }, minGap);

/** The whole of `locator` lies within the phone's width (it may be above or below the fold). */
export async function expectWithinWidth(locator: Locator, width = phone.viewport.width) {
  const box = await locator.boundingBox();
  expect(box, "it is drawn").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** Taps "Menu" until it is open (a tap that came before the page was interactive did nothing), then `label` in it. */
export async function tapInMenu(page: Page, label: string | RegExp) {
  const menu = page.getByRole("button", { name: /^Menu/ });
  await expect(async () => {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.tap();
    await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = page
    .getByRole("navigation", { name: "Main (phone)" })
    .getByRole("link", typeof label === "string" ? { name: label, exact: true } : { name: label });
  await expect(link).toBeInViewport();
  await link.tap();
  // The menu stays open, the link's spinner turning, until the chosen page is there.
  await expect(menu).toHaveAttribute("aria-expanded", "false", { timeout: 30_000 });
}

/**
 * Taps a link until the page has gone where it leads: a list that re-renders under the search just typed can take a
 * tap on the row it is replacing.
 */
export async function tapThrough(page: Page, link: Locator, to: RegExp) {
  await expect(async () => {
    if (!to.test(page.url())) await link.tap({ timeout: 2_000 });
    await expect(page).toHaveURL(to, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
