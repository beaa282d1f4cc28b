import type { Page } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

/**
 * A confirmed critical flag holds a reject until a second, different reviewer agrees (the default setting:
 * critical flags need a second opinion). The result waits in the queue's "Waiting for a second opinion" filter.
 */
const review = (page: Page) => page.getByRole("complementary", { name: "Review" });

async function decide(page: Page, decision: string, reason: string) {
  await review(page)
    .getByLabel(/^(Your decision|Change your decision)$/)
    .selectOption(decision);
  await review(page).getByLabel("Reason", { exact: true }).fill(reason);
  await review(page).getByRole("button", { name: "Save decision" }).click();
}

journey(
  "a reject waits for a second reviewer to agree with a confirmed critical flag",
  {
    data: "repeatable",
    because: "it takes the first result of the unreviewed high-risk queue, which an earlier try's verdict has left",
  },
  async ({ browser }) => {
    const recruiter = await (await browser.newContext()).newPage();
    await signInAs(recruiter, "recruiter@sandbox.test");
    await recruiter.goto("/integrity?risk=high&reviewed=no");
    await recruiter.getByRole("table").getByRole("link").first().click();
    await expect(recruiter.getByRole("heading", { level: 1, name: /Results of/ })).toBeVisible();
    const resultUrl = new URL(recruiter.url()).pathname;

    // The first open critical flag: confirmed with a reason from the list.
    const open = review(recruiter)
      .getByRole("listitem")
      .filter({ hasText: /critical/i })
      .filter({ has: recruiter.locator("[data-flag-open]") })
      .first();
    const title = (await open.locator("p").first().textContent())!;
    // Found again by its title: once reviewed, it is no longer an open flag.
    const critical = review(recruiter).getByRole("listitem").filter({ hasText: title }).first();
    await expect(critical.locator("[data-precision]")).toBeVisible();
    await critical.getByLabel("Verdict and reason").selectOption("confirmed|Clear from the evidence");
    await critical.getByRole("button", { name: "Save verdict" }).click();
    await expect(critical.getByText("Waits for a second opinion before a reject.")).toBeVisible();
    await expect(critical.getByRole("button", { name: "Agree as second reviewer" })).toHaveCount(0);

    await decide(recruiter, "reject", "Someone else answered the questions.");
    await expect(recruiter.getByText(/A reject needs a second reviewer to agree/)).toBeVisible();
    await expect(review(recruiter).locator("#decisions-summary")).not.toContainText("reject");

    await recruiter.goto("/integrity?reviewed=second");
    await expect(recruiter.locator(`a[href^="${resultUrl}"]`).first()).toBeVisible();

    const manager = await (await browser.newContext()).newPage();
    await signInAs(manager, "manager@sandbox.test");
    await manager.goto(resultUrl);
    const agree = review(manager).getByRole("button", { name: "Agree as second reviewer" }).first();
    await agree.click();
    await expect(review(manager).getByText("Second opinion: Maya Manager agreed.").first()).toBeVisible();

    await recruiter.goto(resultUrl);
    await decide(recruiter, "reject", "Someone else answered the questions.");
    await expect(review(recruiter).locator("#decisions-summary")).toContainText("1 reject");
    await recruiter.context().close();
    await manager.context().close();
  },
);
