import { strFromU8, unzipSync } from "fflate";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";
import { queryE2eDatabase } from "../support/database";

/**
 * An admin exports a candidate's data from their page (the archive opens with a document the person can read),
 * places and releases a legal hold, erases them (the dialog says what the service keeps), and sets retention on
 * Settings → Data. Screenshots at 1440 and 390 wide.
 */
const shots = "test-results/privacy";

journey(
  "export, hold and erase a candidate from their page",
  { data: "repeatable", because: "it erases the first candidate not yet erased, and releases the hold it places" },
  async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAs(page, "admin@sandbox.test");
    const [candidate] = await queryE2eDatabase<{ id: string; name: string }>(
      `SELECT c.id, c.name FROM mirror_candidate c JOIN mirror_candidate_screens s ON s."candidateId" = c.id
     WHERE s."latestStatus" = 'Completed' AND c.id NOT LIKE 'erased-%' ORDER BY c.id LIMIT 1`,
    );
    await page.goto(`/candidates/${encodeURIComponent(candidate!.id)}`);
    const panel = page.getByRole("region", { name: "Personal data" });
    await expect(panel).toBeVisible();

    const download = page.waitForEvent("download");
    await panel.getByRole("link", { name: "Export (ZIP)" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    const [copy] = JSON.parse(strFromU8(files["data/mirror_candidate.json"]!)) as Record<string, unknown>[];
    expect(copy?.name).toBe(candidate!.name);
    expect(copy).not.toHaveProperty("searchText");

    // The archive opens with a document the person can read: standalone, so it is shown as it would be from a disk.
    expect(Object.keys(files)[0]).toBe("index.html");
    const reader = await context.newPage();
    await reader.setViewportSize({ width: 1440, height: 1000 });
    await reader.setContent(strFromU8(files["index.html"]!));
    await expect(
      reader.getByRole("heading", { level: 1, name: `Your personal data, ${candidate!.name}` }),
    ).toBeVisible();
    for (const name of [
      "Who this is about",
      "What we hold",
      "Where it came from",
      "When it will be erased",
      "Appendix: the files of this archive",
    ])
      await expect(reader.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(reader.getByRole("region", { name: "Who this is about" })).toContainText(candidate!.name);
    await expect(reader.getByRole("heading", { level: 3, name: "Results", exact: true })).toBeVisible();
    await reader.screenshot({ path: `${shots}/export-document-1440.png`, fullPage: true });
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.screenshot({ path: `${shots}/export-document-390.png`, fullPage: true });
    await reader.close();

    await panel.getByRole("button", { name: "Place legal hold…" }).click();
    await panel.getByLabel("Why hold their data").fill("Pending litigation, case 42");
    await panel.getByRole("button", { name: "Place hold" }).click();
    await expect(panel.getByText("On legal hold")).toBeVisible();
    await expect(panel.getByText(/Pending litigation, case 42/)).toBeVisible();
    await page.screenshot({ path: `${shots}/candidate-hold-1440.png`, fullPage: true });
    await panel.getByRole("button", { name: "Release hold" }).click();
    await expect(panel.getByRole("button", { name: "Erase…" })).toBeVisible();

    await panel.getByRole("button", { name: "Erase…" }).click();
    const dialog = page.getByRole("dialog", { name: `Erase ${candidate!.name}` });
    await expect(dialog.getByRole("note")).toContainText("no delete endpoint");
    await expect(dialog.getByRole("note")).toContainText(candidate!.id);
    await dialog.getByLabel("Reason (kept in the audit log)").fill("Erasure request, ticket 1234");
    await page.screenshot({ path: `${shots}/erase-dialog-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/erase-dialog-390.png` });
    await dialog.getByRole("button", { name: "Erase permanently" }).click();
    await expect(page).toHaveURL(/\/candidates$/);
    await expect(page.getByText(/Erased .*candidate record/)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 1000 });
    await expect(page.getByRole("button", { name: "Erase selected…" })).toBeVisible();
    await page.getByRole("checkbox").first().check();
    await page.screenshot({ path: `${shots}/candidates-select-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`/candidates/${encodeURIComponent(candidate!.id)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Erased here" })).toBeVisible();
    await expect(page.getByText(candidate!.name)).toHaveCount(0);
    await page.screenshot({ path: `${shots}/erased-page-390.png`, fullPage: true });
  },
);

journey(
  "Settings → Data: retention, erasure by emails and legal holds",
  {
    data: "repeatable",
    because: "it turns retention off before it starts, and erases the newest candidate not yet erased",
  },
  async ({ page }) => {
    await queryE2eDatabase(`DELETE FROM app_setting WHERE key = 'privacy.retention'`);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings");
    await page.getByRole("link", { name: /^Data/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Data" })).toBeVisible();
    await expect(page.getByText("Retention has not run yet.")).toBeVisible();
    await page.getByLabel("Apply retention every night").check();
    const days = page.getByLabel(/Days after the candidate/);

    // 30 days would take the demo's screens of the summer: named before anything is saved, and nothing is until confirmed.
    await days.fill("30");
    await page.getByRole("button", { name: "Save" }).click();
    const preview = page.getByRole("dialog", { name: "Turn on retention at 30 days?" });
    await expect(preview).toContainText(
      /would anonymize (more than )?[\d,]+ candidates?: everything the dashboard holds/,
    );
    const taken = preview.getByRole("list", { name: "Candidates the next run would take" }).getByRole("listitem");
    await expect(taken.first()).toContainText("last screen ended");
    await page.screenshot({ path: `${shots}/retention-preview-1440.png` });
    await preview.getByRole("button", { name: "Go back" }).click();
    await expect(preview).toBeHidden();
    const [stored] = await queryE2eDatabase(`SELECT 1 FROM app_setting WHERE key = 'privacy.retention'`);
    expect(stored).toBeUndefined();

    // 400 days takes nobody tonight: said so, then saved once confirmed.
    await days.fill("400");
    await page.getByRole("radio", { name: /^Delete:/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    const nobody = page.getByRole("dialog", { name: "Turn on retention at 400 days?" });
    await expect(nobody).toContainText("would delete 0 candidates.");
    await nobody.getByRole("button", { name: "Turn on retention" }).click();
    await expect(page.getByText("Saved. The nightly job applies it from tonight.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/Days after the candidate/)).toHaveValue("400");
    await expect(page.getByRole("radio", { name: /^Delete:/ })).toBeChecked();

    const [person] = await queryE2eDatabase<{ email: string }>(
      `SELECT email FROM mirror_candidate WHERE id NOT LIKE 'erased-%' ORDER BY id DESC LIMIT 1`,
    );
    await page.getByLabel("Emails (one per line, or a CSV)").fill(`email\n${person!.email}\nnobody-here@example.test`);
    await page.getByLabel("Reason (kept in the audit log)").fill("Erasure requests of the week");
    await page.getByRole("button", { name: "Erase these people" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Erased 1 candidate/ })).toContainText(
      "Nothing held for: nobody-here@example.test",
    );
    await page.screenshot({ path: `${shots}/settings-data-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/settings-data-390.png`, fullPage: true });

    await page.goto("/settings/audit");
    const tombstone = page.getByRole("listitem").filter({ hasText: "candidate.erase" }).first();
    await expect(tombstone).toContainText("Erasure requests of the week");
    await expect(tombstone).not.toContainText(person!.email);
  },
);

journey("a recruiter sees no personal data controls and cannot export", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  const [candidate] = await queryE2eDatabase<{ id: string }>(
    `SELECT id FROM mirror_candidate WHERE id NOT LIKE 'erased-%' ORDER BY id LIMIT 1`,
  );
  await page.goto(`/candidates/${encodeURIComponent(candidate!.id)}`);
  await expect(page.getByRole("heading", { level: 2, name: "Screens" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Personal data" })).toHaveCount(0);
  const response = await page.request.get(`/candidates/${encodeURIComponent(candidate!.id)}/export`);
  expect(response.status()).toBe(403);
  expect((await page.goto("/settings/data"))?.status()).toBe(403);
});
