import { expect, journey, test } from "../support/journey";
import { expectNoSidewaysScroll, expectWithinWidth, phone, tapInMenu, tapThrough } from "../support/phone";
import { candidateWithScreens, readyProblem, sandboxScore } from "../support/sandbox-screens";
import { signInAs } from "../support/sign-in";

test.use(phone);

/**
 * The cohort by person on a phone: a hiring manager finds the problem through the menu, opens its ranking, and sees
 * one row per person with the score first and within the screen; switches to each person's best screen and opens the
 * retaker's other screens, without the page scrolling sideways.
 */
journey(
  "on a phone the cohort shows one row per person, the score first, and each person's best screen on a tap",
  { data: "owned" },
  async ({ run, page, request }) => {
    test.setTimeout(120_000);
    const problemId = await readyProblem(request, `Phone cohort ${run.id}`);
    const retakes = await candidateWithScreens(
      request,
      problemId,
      { name: `Phone Retaker ${run.id}`, email: run.email("phone.retaker") },
      2,
    );
    await candidateWithScreens(request, problemId, {
      name: `Phone Single ${run.id}`,
      email: run.email("phone.single"),
    });
    const scores = await Promise.all(retakes.map((id) => sandboxScore(request, id)));

    await signInAs(page, "manager@sandbox.test");
    await tapInMenu(page, "Problems");
    await expect(page.getByRole("heading", { level: 1, name: "Problems" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(problemId);
    const problemLink = page.getByRole("link", { name: new RegExp(`Phone cohort ${run.id}`) }).first();
    // The problem reaches the dashboard's copy by web hook within seconds.
    await expect(async () => {
      if (!(await problemLink.isVisible())) await page.reload();
      await expect(problemLink).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await tapThrough(page, problemLink, /\/problems\/prob_/);
    await page.getByRole("link", { name: "Rank and compare candidates" }).tap();
    await expect(page.getByRole("heading", { level: 1, name: /^Cohort: / })).toBeVisible();

    const rows = page.getByRole("table", { name: "Candidates who took this problem" }).locator("tbody tr");
    const retaker = rows.filter({ hasText: `Phone Retaker ${run.id}` });
    await expect(async () => {
      if (!(await retaker.getByText("screen 2 of 2").isVisible())) await page.reload();
      await expect(retaker.getByText("Retake · screen 2 of 2")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(rows).toHaveCount(2);
    await expect(page.getByText("2 people, 1 with retakes")).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The score comes first, inside the phone's width without scrolling the table: the latest screen's.
    const score = retaker.locator("td").nth(1);
    await expect(score).toContainText(scores[1]!.toFixed(1));
    await score.scrollIntoViewIfNeeded();
    await expectWithinWidth(score);

    // Each person's best screen, on a tap of the segment.
    await page.locator("label", { hasText: "Best screen" }).tap();
    await expect(page.getByRole("radio", { name: "Best screen" })).toBeChecked();
    await expect(page).toHaveURL(/pick=best/);
    // Read again on the server: the page's own links now carry the pick.
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /pick=best/);
    await expect(score).toContainText(Math.max(...scores).toFixed(1));
    await expectWithinWidth(score);

    // The retaker's other screen, behind the tag.
    await retaker.getByText(/screen \d of 2/).tap();
    const others = retaker.getByRole("list", { name: "Their other screens of this problem" });
    await expect(others.getByRole("listitem")).toHaveCount(1);
    await expect(others).toBeInViewport();
    await expectNoSidewaysScroll(page);
  },
);
