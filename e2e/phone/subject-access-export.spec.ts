import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, journey, test } from "../support/journey";
import { expectNoSidewaysScroll, expectWithinWidth, phone, tapInMenu, tapThrough } from "../support/phone";
import { candidateWithScreens, readyProblem } from "../support/sandbox-screens";
import { signInAs } from "../support/sign-in";

test.use(phone);

/**
 * A subject access request answered from a phone: an admin finds the person through the menu and the search, taps
 * Export (ZIP) in their Personal data panel, and the document the archive opens with reads on the phone: its title
 * first, its contents links reaching each part, and wide tables scrolling in their own box, never the page.
 */
journey(
  "on a phone an admin exports a candidate's data, and the archive's document reads at 390 px",
  { data: "owned" },
  async ({ run, page, context, request }) => {
    const name = `Phone Subject ${run.id}`;
    const email = run.email("phone.subject");
    const problemId = await readyProblem(request, `Phone export ${run.id}`);
    await candidateWithScreens(request, problemId, { name, email });

    await signInAs(page, "admin@sandbox.test");
    await tapInMenu(page, "Candidates");
    await page.getByLabel("Search").fill(email);
    const link = page.getByRole("link", { name, exact: true });
    // The candidate and their completed screen reach the dashboard's copy by web hook within seconds.
    await expect(async () => {
      if (!(await link.isVisible())) await page.reload();
      await expect(link).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await tapThrough(page, link, /\/candidates\/cand_/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const panel = page.getByRole("region", { name: "Personal data" });
    const exportLink = panel.getByRole("link", { name: "Export (ZIP)" });
    await exportLink.scrollIntoViewIfNeeded();
    await expectWithinWidth(panel);
    const download = page.waitForEvent("download");
    await exportLink.tap();
    const files = unzipSync(new Uint8Array(readFileSync(await (await download).path())));
    expect(Object.keys(files)[0]).toBe("index.html");

    // The document, opened on the phone as from its files.
    const reader = await context.newPage();
    await reader.setContent(strFromU8(files["index.html"]!));
    await expect(reader.getByRole("heading", { level: 1, name: `Your personal data, ${name}` })).toBeInViewport();
    await expect(reader.getByRole("region", { name: "Who this is about" })).toContainText(email);
    await expectNoSidewaysScroll(reader);
    for (const part of ["What we hold", "When it will be erased"]) {
      await reader.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: part }).tap();
      await expect(reader.getByRole("heading", { level: 2, name: part })).toBeInViewport();
    }
    const results = reader.getByRole("heading", { level: 3, name: "Results", exact: true });
    await results.scrollIntoViewIfNeeded();
    await expect(results).toBeInViewport();
    // A wide table scrolls inside its own box, which stays within the phone's width.
    const table = reader.locator("section[aria-labelledby='what'] .scroll").first();
    await table.scrollIntoViewIfNeeded();
    await expectWithinWidth(table);
    await expectNoSidewaysScroll(reader);
    await reader.close();
  },
);
