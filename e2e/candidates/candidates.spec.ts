import type { Page } from "@playwright/test";
import { expect, journey, test, type Run } from "../support/journey";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { signInAs } from "../support/sign-in";

async function createCandidate(page: Page, run: Run, name: string) {
  await page.goto("/candidates");
  await page.getByRole("button", { name: "New candidate" }).click();
  const dialog = page.getByRole("dialog", { name: "New candidate" });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(run.email(name.toLowerCase().replace(/\W+/g, ".")));
  await dialog.getByRole("button", { name: "Create candidate" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function readyProblemLabel(page: Page) {
  const options = await page.getByLabel("Problem").locator("option").allTextContents();
  const ready = options.find((o) => o !== "Choose a problem…" && !o.includes("(") && !o.includes("video"));
  if (!ready) throw new Error(`no Ready technical problem among ${options.join(" | ")}`);
  return ready;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
});

journey(
  "a recruiter finds candidates by search and by email, with the filters kept in the URL",
  { data: "read-only" },
  async ({ page }) => {
    await page.goto("/candidates");
    const rows = page.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    const firstEmail = (await rows.first().locator("td").nth(1).textContent())!.trim();
    await page.getByLabel("Search").fill(firstEmail);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("1–1 of 1 matching candidates");
    await page.getByLabel("Find by exact email").fill(firstEmail);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(/\/candidates\/cand_/);
  },
);

journey(
  "a missing name or a bad email is explained before anything is sent",
  { data: "read-only" },
  async ({ page }) => {
    await page.goto("/candidates");
    await page.getByRole("button", { name: "New candidate" }).click();
    const dialog = page.getByRole("dialog", { name: "New candidate" });
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Source").fill("greenhouse");
    await dialog.getByRole("button", { name: "Create candidate" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Email must be an email address")).toBeVisible();
    await dialog.getByLabel("Full name").fill("Half Linked");
    await dialog.getByLabel("Email").fill("half.linked@example.test");
    await dialog.getByRole("button", { name: "Create candidate" }).click();
    await expect(dialog.getByText("ATS and ATS id must be sent together")).toBeVisible();
  },
);

journey(
  "create a candidate, issue a screen, and meet the 409 on a second issue",
  { data: "owned" },
  async ({ run, page }) => {
    await createCandidate(page, run, "Journey Person");
    // The seeded archived problem is listed, with why it cannot be chosen, rather than refused by the service later.
    await expect(
      page.getByLabel("Problem").locator("option", { hasText: "archived: it can no longer be issued" }),
    ).toBeDisabled();
    const problem = await readyProblemLabel(page);
    await page.getByLabel("Problem").selectOption({ label: problem });
    await page.getByLabel("Invitation language").selectOption("fr");
    await expect(page.getByText(/French is used only if|no French version|supports French/)).toBeVisible();
    await page.getByRole("button", { name: "Issue screen" }).click();
    await expect(page.getByText(/Screen issued/)).toBeVisible();
    await expect(page.getByRole("table").getByText(problem)).toBeVisible();
    await page.getByRole("button", { name: "Issue screen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Already issued" })).toBeVisible();
  },
);

journey(
  "report an IP: a private one is refused before sending, a public one is logged, a repeat is a duplicate",
  { data: "owned" },
  async ({ run, page }) => {
    await createCandidate(page, run, "Telemetry Person");
    await page.getByLabel("IP address", { exact: true }).fill("10.1.2.3");
    await page.getByLabel("Observed at").fill("2026-11-20T10:30:00");
    await page.getByRole("button", { name: "Report IP" }).click();
    await expect(page.getByText(/private/i).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "IP addresses reported by the team" })).toHaveCount(0);

    await page.getByLabel("IP address", { exact: true }).fill("8.8.8.8");
    await page.getByRole("button", { name: "Report IP" }).click();
    await expect(page.getByText(/Reviewers will see it shortly/)).toBeVisible();
    const log = page.getByRole("list", { name: "IP addresses reported by the team" });
    await expect(log.getByText("Accepted")).toBeVisible();

    await page.getByLabel("IP address", { exact: true }).fill("8.8.8.8");
    await page.getByLabel("Observed at").fill("2026-11-20T10:30:00");
    await page.getByRole("button", { name: "Report IP" }).click();
    await expect(log.getByText(/Duplicate/)).toBeVisible();
  },
);

journey(
  "a candidate's page says how each screen went, and where results report a reported IP",
  { data: "owned" },
  async ({ run, page }) => {
    await createCandidate(page, run, "Facts Person");
    await expect(page.getByText("No screens yet", { exact: true })).toBeVisible();
    const candidateId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

    // A Tor exit, reported before the screen completes: its enrichment is weighed in that screen's report.
    await page.getByLabel("IP address", { exact: true }).fill("185.220.101.42");
    await page.getByLabel("Observed at").fill("2026-11-20T10:30:00");
    await page.getByRole("button", { name: "Report IP" }).click();
    const log = page.getByRole("list", { name: "IP addresses reported by the team" });
    await expect(log.getByText(/No completed result reports it yet/)).toBeVisible();

    await page.getByLabel("Problem").selectOption({ label: await readyProblemLabel(page) });
    await page.getByRole("button", { name: "Issue screen" }).click();
    await expect(page.getByText(/Screen issued/)).toBeVisible();
    const screens = page.getByRole("table");
    await expect(screens.getByText("Link sent by the service's email only")).toBeVisible();
    await expect(page.getByText("1 not started", { exact: true })).toBeVisible();

    const headers = { "x-api-key": "sbx_acme_demo" };
    const { interviews } = await (
      await page.request.get(`/api/public/assessments/candidate/${encodeURIComponent(candidateId)}`, { headers })
    ).json();
    await page.waitForTimeout(2_500); // the sandbox enriches a reading 1.5 s after the call
    expect(
      (
        await page.request.post(`/api/sandbox/assessments/${interviews[0].identifier}/advance`, {
          headers,
          data: { to: "Completed" },
        })
      ).ok(),
    ).toBe(true);

    await expect(page.getByText("1 completed", { exact: true })).toBeVisible({ timeout: 15_000 });
    const row = screens.locator("tbody tr").first();
    await expect(row.getByRole("cell").filter({ hasText: /^\d+\.\d$/ })).toHaveCount(1);
    await expect(row.getByText(/risk$/)).toBeVisible();
    await expect(row.getByText("Not decided")).toBeVisible();
    await page.reload();
    await expect(log.getByRole("link", { name: "Network anonymity" })).toBeVisible();
    await expect(log.getByText(/185\.220\.101\.42 \(Tor/)).toBeVisible();
  },
);

journey(
  "trigger Scout with a small PDF resume and see the run waiting for its verdict",
  { data: "owned" },
  async ({ run, page }) => {
    await createCandidate(page, run, "Scout Person");
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText("Scout Person - Software engineer 2019-2025", {
      font: await pdf.embedFont(StandardFonts.Helvetica),
      x: 50,
      y: 700,
      size: 12,
    });
    await page.getByLabel("LinkedIn profile").fill("https://www.linkedin.com/in/scout-person");
    await page
      .getByLabel("Resumes")
      .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from(await pdf.save()) });
    await page.getByRole("button", { name: "Run Scout" }).click();
    await expect(page.getByText(/Scout is running/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Scout runs" }).getByText("resume.pdf")).toBeVisible();
  },
);

journey("a resume of the wrong type is refused before upload", { data: "owned" }, async ({ run, page }) => {
  await createCandidate(page, run, "Wrong File");
  await page
    .getByLabel("Resumes")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await page.getByRole("button", { name: "Run Scout" }).click();
  await expect(page.getByText("a resume must be a PDF, DOC or DOCX file")).toBeVisible();
});
