import type { Response } from "@playwright/test";
import { firstLoadBudgetKb, frameworkFloorKb, measureFirstLoadJs } from "../../bench/measures/first-load-js";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints";
import { expect, journey } from "../support/journey";

journey(
  "every script the sign-in page loads is served with V8's compile hint, as the build compressed it with Brotli",
  { data: "read-only" },
  async ({ page }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto("/sign-in", { waitUntil: "load" });
    expect(scripts.length, "React, the router and the page's own chunks").toBeGreaterThanOrEqual(5);
    for (const script of scripts) {
      expect((await script.text()).startsWith(COMPILE_HINT), script.url()).toBe(true);
      // The build's copy (lib/static-assets/precompressed-preload.mjs), not Next.js' gzip made on the request.
      expect((await script.allHeaders())["content-encoding"], script.url()).toBe("br");
    }
  },
);

journey(
  "every route's first-load JavaScript is within its budget (measure 5 of npm run bench)",
  { data: "read-only" },
  async () => {
    const floor = frameworkFloorKb();
    const over = measureFirstLoadJs()
      .map((route) => ({ ...route, budgetKb: firstLoadBudgetKb(route.route, floor) }))
      .filter((route) => route.gzipKb > route.budgetKb)
      .map((route) => `${route.route} ${route.gzipKb} kB (budget ${route.budgetKb})`);
    expect(over).toEqual([]);
  },
);
