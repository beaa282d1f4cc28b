import type { Browser, Page } from "@playwright/test";
import { violationsInBothSchemes } from "../support/axe";
import { expect, journey, test } from "../support/journey";
import { signInAs, signInWith } from "../support/sign-in";
import { addUser } from "../support/users";

/**
 * "Ask for a second opinion": a reviewer confirms a critical flag (critical flags need a second opinion by default)
 * and names a teammate; the teammate, signed in before it was asked, sees the count beside "Waiting for you" at their
 * next page, finds the request there, opens the flag, agrees, and the request leaves the page; the email that told
 * them is in Settings → Sent mail.
 */
const review = (page: Page) => page.getByRole("complementary", { name: "Review" });
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });

async function signedIn(browser: Browser, email: string, password: string) {
  const page = await (await browser.newContext()).newPage();
  await signInWith(page, email, password);
  await expect(mainNav(page)).toBeVisible({ timeout: 30_000 });
  return page;
}

journey(
  "a reviewer asks a named teammate for a second opinion; it waits for them until they agree",
  {
    data: "repeatable",
    because:
      "its two people are made for this try (run.email), and it confirms a flag of the first result of the unreviewed " +
      "high-risk queue, which an earlier try's verdict has taken out of that queue",
  },
  async ({ run, page: admin, browser }) => {
    test.setTimeout(150_000);
    const password = "a-second-opinion-password";
    const reviewerEmail = run.email("asker");
    const teammateEmail = run.email("teammate");
    await signInAs(admin, "admin@sandbox.test");
    await addUser(admin, reviewerEmail, password);
    await addUser(admin, teammateEmail, password);

    // The teammate is already at work, with nothing waiting.
    const teammate = await signedIn(browser, teammateEmail, password);
    await expect(mainNav(teammate).getByRole("link", { name: "Waiting for you", exact: true })).toBeVisible();

    // The reviewer confirms the first open critical flag of an unreviewed high-risk result.
    const reviewer = await signedIn(browser, reviewerEmail, password);
    await reviewer.goto("/integrity?risk=high&reviewed=no");
    await reviewer.getByRole("table").getByRole("link").first().click();
    await expect(reviewer.getByRole("heading", { level: 1, name: /Results of/ })).toBeVisible();
    const open = review(reviewer)
      .getByRole("listitem")
      .filter({ hasText: /critical/i })
      .filter({ has: reviewer.locator("[data-flag-open]") })
      .first();
    const heading = (await open.locator("p").first().textContent())!;
    const title = heading.replace(/\s*critical\s*$/i, "").trim();
    const flag = review(reviewer).getByRole("listitem").filter({ hasText: heading }).first();
    await flag.getByLabel("Verdict and reason").selectOption("confirmed|Clear from the evidence");
    await flag.getByRole("button", { name: "Save verdict" }).click();
    await expect(flag.getByText("Waits for a second opinion before a reject.")).toBeVisible();

    // Asks the teammate, with a note.
    await flag.getByRole("button", { name: "Ask for a second opinion" }).click();
    const dialog = reviewer.getByRole("dialog", { name: "Ask for a second opinion" });
    await expect(dialog.getByRole("option", { name: reviewerEmail })).toHaveCount(0);
    await dialog.getByLabel("Teammate").selectOption({ label: teammateEmail });
    await dialog.getByLabel("Note (optional)").fill(`Look at minute 12, please (${run.id}).`);
    await dialog.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(reviewer.getByText(`Asked ${teammateEmail} for a second opinion.`)).toBeVisible();
    await expect(flag.getByText(`${reviewerEmail} asked ${teammateEmail} for it`)).toBeVisible();
    await reviewer.context().close();

    // The teammate: the count in the navigation at their next page (the layout stays; the count is read again), the
    // request on "Waiting for you".
    const counted = teammate.waitForResponse((r) => new URL(r.url()).pathname === "/api/nav-counts" && r.ok());
    await mainNav(teammate).getByRole("link", { name: "Candidates", exact: true }).click();
    await expect(teammate.getByRole("heading", { level: 1, name: "Candidates" })).toBeVisible();
    await counted;
    await mainNav(teammate).getByRole("link", { name: "Waiting for you 1", exact: true }).click();
    await expect(teammate.getByRole("heading", { level: 1, name: "Waiting for you" })).toBeVisible();
    const item = teammate.getByRole("list", { name: "Waiting for you" }).getByRole("listitem").first();
    await expect(item).toContainText(`${reviewerEmail} asked you`);
    await expect(item).toContainText(`Look at minute 12, please (${run.id}).`);
    expect(await violationsInBothSchemes(teammate)).toEqual([]);
    await item.getByRole("link", { name: title }).click();
    await expect(teammate.getByRole("heading", { level: 1, name: /Results of/ })).toBeVisible();
    expect(new URL(teammate.url()).hash).toMatch(/^#flag-/);
    const asked = review(teammate).getByRole("listitem").filter({ hasText: heading }).first();
    await asked.getByRole("button", { name: "Agree as second reviewer" }).click();
    await expect(asked.getByText(`Second opinion: ${teammateEmail} agreed.`)).toBeVisible();

    // Done: no count, and the page says in words that nothing waits.
    await expect(mainNav(teammate).getByRole("link", { name: "Waiting for you", exact: true })).toBeVisible();
    await mainNav(teammate).getByRole("link", { name: "Waiting for you", exact: true }).click();
    await expect(teammate.getByText("Nothing is waiting for you")).toBeVisible();
    await teammate.context().close();

    // The email that told the teammate, in the sandbox's catcher (sent once the 2 s gathering of e2e servers is over).
    await admin.goto("/settings/sent-mail");
    const mail = admin.getByRole("link", {
      name: new RegExp(`asked you for a second opinion.* To ${teammateEmail.replace(/\./g, "\\.")}`),
    });
    await expect(async () => {
      await admin.reload();
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await mail.click();
    const text = await admin.getByRole("region", { name: "Plain text" }).locator("pre").innerText();
    expect(text).toContain(`${reviewerEmail} asked you for a second opinion`);
    expect(text).toMatch(/\/results\/\S+#flag-/);
    expect(text, "the note stays on the page, out of the email").not.toContain("minute 12");
  },
);
