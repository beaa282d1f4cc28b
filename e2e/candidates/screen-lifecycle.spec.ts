import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

journey(
  "issue a screen, complete it with the sandbox control API, watch the page update, read the results and download the PDF",
  { data: "owned" },
  async ({ run, page }) => {
    await signInAs(page, "recruiter@sandbox.test");
    await page.goto("/candidates");
    await page.getByRole("button", { name: "New candidate" }).click();
    const dialog = page.getByRole("dialog", { name: "New candidate" });
    await dialog.getByLabel("Full name").fill("Lifecycle Person");
    await dialog.getByLabel("Email").fill(run.email("lifecycle"));
    await dialog.getByRole("button", { name: "Create candidate" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lifecycle Person" })).toBeVisible();

    const options = await page.getByLabel("Problem").locator("option").allTextContents();
    const problem = options.find((o) => o !== "Choose a problem…" && !o.includes("(") && !o.includes("video"))!;
    await page.getByLabel("Problem").selectOption({ label: problem });
    await page.getByRole("button", { name: "Issue screen" }).click();
    await expect(page.getByText(/Screen issued/)).toBeVisible();
    const screens = page.getByRole("table");
    await expect(screens.getByText("Not Started", { exact: true })).toBeVisible();
    const headers = { "x-api-key": "sbx_acme_demo" };
    const candidateId = new URL(page.url()).pathname.split("/").pop()!;
    const { interviews } = await (
      await page.request.get(`/api/public/assessments/candidate/${candidateId}`, { headers })
    ).json();
    const interviewId: string = interviews[0].identifier;

    const advanced = await page.request.post(`/api/sandbox/assessments/${interviewId}/advance`, {
      headers,
      data: { to: "Completed" },
    });
    expect(advanced.status()).toBe(200);
    // No reload: the interview.completed webhook reaches the dashboard, which pushes the change to this page.
    await expect(screens.getByText("Completed", { exact: true })).toBeVisible({ timeout: 20_000 });
    await screens.getByRole("link", { name: "Results" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Results of Lifecycle Person/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Integrity report" })).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Download PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`results-${interviewId}.pdf`);
  },
);
