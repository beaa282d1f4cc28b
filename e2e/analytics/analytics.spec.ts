import { readFile } from "node:fs/promises";
import { violationsInBothSchemes } from "../support/axe";
import { expect, journey } from "../support/journey";
import { parseCsv } from "../../lib/bulk/csv";
import { queryE2eDatabase } from "../support/database";
import { signInAs } from "../support/sign-in";

journey(
  "analytics: choose a period and a problem, keep them in the URL, export the funnel as CSV",
  { data: "read-only" },
  async ({ page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();

    const filters = page.getByRole("form", { name: "Period and filters" });
    await filters.getByLabel("Period").selectOption("quarter");
    const problem = filters.getByLabel("Problem");
    const problemId = await problem.locator("option").nth(1).getAttribute("value");
    expect(problemId).toBeTruthy();
    await problem.selectOption(problemId!);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`period=quarter.*problem=${problemId}`));

    // The URL alone brings the same view back.
    await page.reload();
    await expect(filters.getByLabel("Period")).toHaveValue("quarter");
    await expect(filters.getByLabel("Problem")).toHaveValue(problemId!);

    const today = new Date();
    const quarterStart = new Date(Date.UTC(today.getUTCFullYear(), Math.floor(today.getUTCMonth() / 3) * 3, 1));
    const [expected] = await queryE2eDatabase<{ issued: number; completed: number }>(
      `SELECT COUNT(*)::int AS issued, COUNT(*) FILTER (WHERE status = 'Completed' OR "completedAt" IS NOT NULL)::int AS completed
     FROM mirror_screen WHERE "problemId" = $1 AND "goneAt" IS NULL AND "createdAt" >= $2`,
      [problemId, quarterStart],
    );
    const funnel = page.getByRole("table", { name: "Funnel" });
    await expect(funnel.getByRole("row", { name: /^Issued/ })).toContainText(expected!.issued.toLocaleString("en-US"));

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download “Funnel” as CSV" }).click();
    const file = await (await download).path();
    const [header, ...rows] = parseCsv(await readFile(file, "utf8"));
    expect(header).toEqual(["Stage", "Screens", "Of issued (%)", "Of the step before (%)"]);
    expect(rows.find((r) => r[0] === "Issued")?.[1]).toBe(String(expected!.issued));
    expect(rows.find((r) => r[0] === "Completed")?.[1]).toBe(String(expected!.completed));

    // The slowest screens are one click away and keep the view's filters.
    await page.getByRole("link", { name: "Completion → decision" }).click();
    await expect(page).toHaveURL(new RegExp(`/analytics/slowest\\?.*metric=wait_decision`));
    await expect(page).toHaveURL(new RegExp(`problem=${problemId}`));
    await expect(page.getByRole("heading", { name: "Slowest: Completion → decision" })).toBeVisible();
  },
);

journey("analytics has no serious accessibility violation, light or dark", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "admin@sandbox.test");
  await page.goto("/analytics?period=quarter");
  await expect(page.getByRole("table", { name: "Funnel" })).toBeVisible();
  expect(await violationsInBothSchemes(page)).toEqual([]);
});
