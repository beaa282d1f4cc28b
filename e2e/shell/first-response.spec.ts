import type { Page } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

/**
 * Slows the client-side navigations' requests (`?_rsc=`) by three seconds while `on`, so what a reader sees while the
 * next page is on its way stays on screen long enough to be checked; document loads are never slowed.
 */
async function slowNavigations(page: Page) {
  const slow = { on: false };
  await page.route(/[?&]_rsc=/, async (route) => {
    if (slow.on) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  return slow;
}

journey(
  "the overview, candidates, queue and a result arrive in their first response; a followed link says its page is coming",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/integrity");
    const firstResult = (await page.locator('main a[href^="/results/"]').first().getAttribute("href"))!;
    // A document load sends the content itself, not a skeleton whose content streams in behind it (`<!--$?-->`).
    for (const [path, content] of [
      ["/", "Screens by status"],
      ["/candidates", 'href="/candidates/cand_'],
      ["/integrity", 'href="/results/'],
      [firstResult, 'id="score-heading"'],
    ] as const) {
      const html = await (await page.request.get(path, { headers: { "sec-fetch-dest": "document" } })).text();
      expect(html, path).toContain(content);
      expect(html, path).not.toContain("<!--$?-->");
    }

    const slow = await slowNavigations(page);
    await page.goto("/");
    const integrity = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Integrity" });
    slow.on = true;
    await integrity.click();
    await expect(integrity.locator(".link-pending")).toBeVisible();
    slow.on = false;
    await expect(page.getByRole("heading", { level: 1, name: "Integrity review" })).toBeVisible();
    await expect(integrity.locator(".link-pending")).toHaveCount(0);

    // j on a result opened from the queue: the next one is said to be opening until it is there.
    await page.locator('main a[href^="/results/"]').first().click();
    await expect(page.locator("#score-heading")).toBeVisible();
    const opened = page.url();
    slow.on = true;
    await page.keyboard.press("j");
    await expect(page.getByRole("status").filter({ hasText: "Opening…" })).toBeVisible();
    slow.on = false;
    await expect(page).not.toHaveURL(opened);
    await expect(page.getByText("Opening…")).toHaveCount(0);
  },
);

journey(
  "loading a list prefetches no other page; a link prefetches its page once pointed at",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    // A tab of its own, where no pointer has moved yet: the sign-in page's last click leaves the pointer where a link
    // of the next page may be, which is the intent this journey checks for.
    const tab = await page.context().newPage();
    const prefetched: string[] = [];
    tab.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
    });
    // Each of these pages shows links in its first screen (Insights, Import candidates, the rows, the pager), which
    // next/link would prefetch as they scroll into view, each a server render while the page hydrates.
    for (const path of ["/", "/candidates", "/integrity"]) {
      await tab.goto(path);
      await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
      await tab.waitForTimeout(1_500);
    }
    expect(prefetched).toEqual([]);

    await tab.getByRole("link", { name: "Insights" }).hover();
    await expect.poll(() => prefetched).toContain("/integrity/insights");
  },
);

journey(
  "the candidates list loads no form library until New candidate is wanted, and its form then works",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "admin@sandbox.test");
    const tab = await page.context().newPage();
    // react-hook-form's chunk, told by a name it keeps in the minified build.
    const formLibrary: string[] = [];
    tab.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const text = await response.text().catch(() => "");
      if (text.includes("HookFormContext")) formLibrary.push(response.url());
    });
    await tab.goto("/candidates");
    await expect(tab.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
    await tab.waitForLoadState("load");
    await tab.waitForTimeout(1_000);
    expect(formLibrary).toEqual([]);

    const button = tab.getByRole("button", { name: "New candidate" });
    await button.hover();
    await expect.poll(() => formLibrary.length).toBe(1);
    await button.click();
    const dialog = tab.getByRole("dialog", { name: "New candidate" });
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    // What was typed is kept when the dialog is closed and opened again.
    await dialog.getByLabel("Full name").fill("Kept Name");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await button.click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Kept Name");
    await expect(dialog.getByLabel("Full name")).toBeFocused();
  },
);
