import { until } from "../../testing/until";
import { queryE2eDatabase } from "../support/database";
import { greenhouseNotConnected } from "../support/greenhouse";
import { expect, journey, test } from "../support/journey";
import { expectNoSidewaysScroll, expectWithinWidth, phone, tapInMenu } from "../support/phone";
import { signInAs } from "../support/sign-in";
import { expectWrittenBack } from "../support/written-back";

test.use(phone);

/**
 * The sandbox Greenhouse on a phone: an admin reaches Settings → Integrations → Greenhouse through the menu, connects
 * the sandbox with one tap, opens it, adds an application of the journey's own and moves it to the rule's stage; the
 * screen is issued, completed with the sandbox control API, and the dashboard's note and PDF come back to the
 * application's card, readable at 390 px.
 */
journey(
  "on a phone an admin connects the sandbox Greenhouse, moves an application, and reads the note that comes back",
  { data: "owned", reset: greenhouseNotConnected },
  async ({ run, page }) => {
    test.setTimeout(150_000);
    await signInAs(page, "admin@sandbox.test");
    await tapInMenu(page, "Settings");
    await page.getByRole("link", { name: /^Integrations/ }).tap();
    await page.getByRole("link", { name: "Greenhouse", exact: true }).tap();
    await expect(page.getByRole("heading", { level: 1, name: "Greenhouse" })).toBeVisible();
    await page.getByRole("button", { name: "Connect the sandbox Greenhouse" }).tap();
    await expect(page.getByText(/Senior Backend Engineer, stage Screening now issues /)).toBeVisible();
    await expect(page.getByText("Connected to the sandbox Greenhouse.", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Stage rules" }).getByRole("row", { name: /4101 Screening/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole("link", { name: "Open the sandbox Greenhouse" }).tap();
    await expect(page.getByRole("heading", { level: 1, name: "Sandbox Greenhouse" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const name = `Phone Ada ${run.id}`;
    const form = page.getByRole("region", { name: "Add an application" });
    await form.getByLabel("Job").selectOption({ label: "Senior Backend Engineer" });
    await form.getByLabel("Candidate name").fill(name);
    await form.getByLabel("Candidate email").fill(run.email("phone.ada"));
    await form.getByRole("button", { name: "Add application" }).tap();
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("Application Review");

    // The move, within the card on a phone: the stage picker and its button side by side or wrapped, never cut off.
    await card.getByLabel(`Stage for ${name}`).selectOption("Screening");
    const move = card.getByRole("button", { name: `Move to stage for ${name}` });
    await move.scrollIntoViewIfNeeded();
    await expectWithinWidth(move);
    await move.tap();
    await expect(page.getByText(`${name} moved to Screening; the dashboard accepted its web hook.`)).toBeVisible();
    await expect(card).toContainText("Senior Backend Engineer · Screening");

    const applicationId = (await card.getByText(/^id \d+$/).innerText()).replace("id ", "");
    const interviewId = await until(
      "the screen the rule issued",
      async () =>
        (
          await queryE2eDatabase<{ interviewId: string | null }>(
            `SELECT "interviewId" FROM ats_application_screen WHERE ats = 'greenhouse' AND "applicationId" = $1`,
            [applicationId],
          )
        )[0]?.interviewId,
      60_000,
      { intervalMs: 500 },
    );
    const advanced = await page.request.post(`/api/sandbox/assessments/${interviewId}/advance`, {
      headers: { "x-api-key": "sbx_acme_demo" },
      data: { to: "Completed" },
    });
    expect(advanced.status()).toBe(200);

    // The note and the PDF come back to the card; a long link in the note wraps within the phone's width.
    await expectWrittenBack(page, card, interviewId);
    const pdf = card.getByRole("link", { name: `screening-results-${interviewId}.pdf` });
    const note = card.getByRole("listitem").filter({ hasText: "Screening completed:" });
    await note.scrollIntoViewIfNeeded();
    await expectWithinWidth(note);
    await expectWithinWidth(pdf);
    await expectNoSidewaysScroll(page);
  },
);
