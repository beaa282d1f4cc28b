import type { Browser, Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { expectNoSidewaysScroll, expectWithinWidth, phone, tapInMenu } from "../support/phone";
import { signInAs, signInWith } from "../support/sign-in";
import { addUser } from "../support/users";

test.use(phone);

const review = (page: Page) => page.getByRole("complementary", { name: "Review" });

async function onPhone(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext(phone)).newPage();
  await signInWith(page, email, password);
  await expect(page.getByRole("button", { name: /^Menu/ })).toBeVisible({ timeout: 30_000 });
  return page;
}

/**
 * "Ask for a second opinion" on phones: a reviewer confirms a critical flag from the review column below the report
 * and names a teammate in the dialog; the teammate sees the count on the closed Menu, reaches "Waiting for you" through
 * it, taps the request and lands on the flag, in view, and agrees; the count is gone.
 */
journey(
  "on a phone a second opinion reaches the named teammate's Waiting for you, and they agree from there",
  {
    data: "repeatable",
    because:
      "its two people are made for this try (run.email), and it confirms a flag of the last result on the first page " +
      "of the unreviewed high-risk queue, which an earlier try's verdict has taken out of that queue",
  },
  async ({ run, page: admin, browser }) => {
    test.setTimeout(120_000);
    const password = "a-phone-second-opinion";
    const askerEmail = run.email("phone.asker");
    const teammateEmail = run.email("phone.teammate");
    await signInAs(admin, "admin@sandbox.test");
    await addUser(admin, askerEmail, password);
    await addUser(admin, teammateEmail, password);

    // The reviewer, on a phone: a result of the unreviewed high-risk queue (the last of its page: the desktop
    // journey takes the first), its review column reached by the floating link.
    const asker = await onPhone(browser, askerEmail, password);
    await asker.goto("/integrity?risk=high&reviewed=no");
    await asker.getByRole("table").getByRole("link").last().tap();
    await expect(asker.getByRole("heading", { level: 1, name: /Results of/ })).toBeVisible();
    await asker.getByRole("link", { name: "Decide and review ↓" }).tap();
    const open = review(asker)
      .getByRole("listitem")
      .filter({ hasText: /critical/i })
      .filter({ has: asker.locator("[data-flag-open]") })
      .first();
    const heading = (await open.locator("p").first().textContent())!;
    const title = heading.replace(/\s*critical\s*$/i, "").trim();
    const flag = review(asker).getByRole("listitem").filter({ hasText: heading }).first();
    await flag.getByLabel("Verdict and reason").selectOption("confirmed|Clear from the evidence");
    await flag.getByRole("button", { name: "Save verdict" }).tap();
    await expect(flag.getByText("Waits for a second opinion before a reject.")).toBeVisible();
    await expectNoSidewaysScroll(asker);

    await flag.getByRole("button", { name: "Ask for a second opinion" }).tap();
    const dialog = asker.getByRole("dialog", { name: "Ask for a second opinion" });
    await expectWithinWidth(dialog);
    await dialog.getByLabel("Teammate").selectOption({ label: teammateEmail });
    await dialog.getByLabel("Note (optional)").fill(`On a phone: minute 12 (${run.id}).`);
    const ask = dialog.getByRole("button", { name: "Ask", exact: true });
    await expect(ask).toBeInViewport({ ratio: 1 });
    await ask.tap();
    await expect(asker.getByText(`Asked ${teammateEmail} for a second opinion.`)).toBeVisible();
    await expect(flag.getByText(`${askerEmail} asked ${teammateEmail} for it`)).toBeVisible();
    await asker.context().close();

    // The teammate, on a phone: the count on the closed Menu, the request on "Waiting for you".
    const teammate = await onPhone(browser, teammateEmail, password);
    await expect(teammate.getByRole("button", { name: "Menu (1 waiting for you)" })).toBeVisible();
    await tapInMenu(teammate, "Waiting for you 1");
    await expect(teammate.getByRole("heading", { level: 1, name: "Waiting for you" })).toBeVisible();
    const item = teammate.getByRole("list", { name: "Waiting for you" }).getByRole("listitem").first();
    await expect(item).toContainText(`${askerEmail} asked you`);
    await expect(item).toContainText(`On a phone: minute 12 (${run.id}).`);
    await expectWithinWidth(item);
    await expectNoSidewaysScroll(teammate);

    // The request opens on the flag itself, its button on screen.
    await item.getByRole("link", { name: title }).tap();
    await expect(teammate.getByRole("heading", { level: 1, name: /Results of/ })).toBeVisible();
    expect(new URL(teammate.url()).hash).toMatch(/^#flag-/);
    const asked = review(teammate).getByRole("listitem").filter({ hasText: heading }).first();
    const agree = asked.getByRole("button", { name: "Agree as second reviewer" });
    await expect(agree).toBeInViewport();
    await agree.tap();
    await expect(asked.getByText(`Second opinion: ${teammateEmail} agreed.`)).toBeVisible();

    await expect(teammate.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    await tapInMenu(teammate, "Waiting for you");
    await expect(teammate.getByText("Nothing is waiting for you")).toBeVisible();
    await teammate.context().close();
  },
);
