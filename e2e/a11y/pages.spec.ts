import type { Page } from "@playwright/test";
import { violationsInBothSchemes } from "../support/axe";
import { expect, journey, test } from "../support/journey";
import { signInAs } from "../support/sign-in";

// Every journey here only reads: each is a unit of work of its own, which the two workers share out.
test.describe.configure({ mode: "parallel" });

/** The first link starting with `prefix`; the candidates table renders its rows after hydration, so wait for it. */
async function firstHref(page: Page, path: string, prefix: string) {
  await page.goto(path);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor();
  return (await link.getAttribute("href"))!;
}

/** Each page loaded once and checked in both colour schemes. */
async function checkPages(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await page.locator("main h1").first().waitFor();
    for (const violation of await violationsInBothSchemes(page)) found.push(`${path} ${violation}`);
  }
  return found;
}

journey("the sign-in page has no serious accessibility violation", { data: "read-only" }, async ({ page }) => {
  await page.goto("/sign-in");
  expect(await violationsInBothSchemes(page)).toEqual([]);
});

// The dashboard's pages in four journeys of about the same length (a page takes up to half a minute on a loaded
// machine: two analyses of a full list).
const groups: { name: string; paths: (page: Page) => Promise<string[]> }[] = [
  {
    name: "overview and candidates",
    paths: async (page) => [
      "/",
      "/inbox",
      "/candidates",
      "/candidates/import",
      await firstHref(page, "/candidates", "/candidates/cand_"),
    ],
  },
  {
    name: "problems and assessments",
    paths: async (page) => [
      "/problems",
      await firstHref(page, "/problems", "/problems/prob_"),
      "/problems/new",
      "/assessments",
    ],
  },
  {
    name: "results, integrity and bulk issue",
    paths: async (page) => [
      await firstHref(page, "/integrity", "/results/int_"),
      "/integrity",
      "/integrity/insights",
      "/bulk",
      "/bulk/new",
    ],
  },
  {
    name: "settings and the API documentation",
    paths: async () => [
      "/settings",
      "/settings/users",
      "/settings/audit",
      "/settings/webhooks",
      "/settings/integrations/greenhouse",
      "/settings/integrations/log",
      "/settings/integrations/log/calls",
      "/settings/api",
      "/settings/review",
      "/settings/data",
      "/settings/security",
      "/settings/integrations/greenhouse/sandbox",
      "/settings/sent-chat",
      "/settings/email",
      "/docs/api",
    ],
  },
];

for (const group of groups) {
  journey(
    `the ${group.name} pages have no serious accessibility violation, light or dark`,
    { data: "read-only" },
    async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, "admin@sandbox.test");
      expect(await checkPages(page, await group.paths(page))).toEqual([]);
    },
  );
}
