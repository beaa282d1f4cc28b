import { expect, journey, test, type ResetFixtures } from "../support/journey";
import { signInAs } from "../support/sign-in";

const PROBLEM = "Payments API (Node.js & PostgreSQL)";
const SANDBOX = { "x-api-key": "sbx_acme_demo" };

/** No injected faults: a try that stopped before its `finally` would leave them on for every later journey. */
async function faultsOff({ request }: ResetFixtures) {
  expect((await request.post("/api/sandbox/faults", { headers: SANDBOX, data: { errorRate: 0 } })).status()).toBe(200);
}

journey(
  "a 500-candidate CSV runs to completion under injected 429s and 500s, every row accounted for",
  { data: "owned", reset: faultsOff },
  async ({ run, page }) => {
    test.setTimeout(360_000);
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/problems");
    await page.getByRole("button", { name: "Refresh all" }).click();
    await expect(page.getByText(/^Refreshed \d+ problems/)).toBeVisible({ timeout: 30_000 });

    const tag = run.id;
    const csv = [
      "name,email",
      ...Array.from({ length: 500 }, (_, i) => `Faulty Person ${i + 1},faulty.${tag}.${i + 1}@example.test`),
    ].join("\n");
    await page.goto("/bulk/new");
    await page.getByLabel("Problem", { exact: true }).selectOption({ label: `${PROBLEM} — Ready` });
    await page
      .getByLabel("Roster file")
      .setInputFiles({ name: "roster-500.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByRole("status", { name: "Rows of the file" })).toContainText("500 new");

    const faults = await page.request.post("/api/sandbox/faults", { headers: SANDBOX, data: { errorRate: 0.08 } });
    expect(faults.status()).toBe(200);
    try {
      await page.getByRole("button", { name: "Review and start" }).click();
      await page
        .getByRole("dialog", { name: `Issue ${PROBLEM} to 500 candidates` })
        .getByRole("button", { name: "Issue 500 screens" })
        .click();
      await expect(page).toHaveURL(/\/bulk\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("progressbar", { name: "Rows done" })).toHaveAttribute("aria-valuenow", "500", {
        timeout: 300_000,
      });
    } finally {
      await page.request.post("/api/sandbox/faults", { headers: SANDBOX, data: { errorRate: 0 } });
    }
    const jobId = page.url().split("/").pop()!;
    const exported = await page.request.get(`/api/bulk/${jobId}/export`);
    expect(exported.status()).toBe(200);
    const lines = (await exported.text()).trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(500);
    const states = lines.map((l) => l.split(",")[7]);
    expect(states.filter((s) => s !== "issued" && s !== "already_issued")).toEqual([]);
    const interviews = new Set(lines.map((l) => l.split(",")[8]));
    expect(interviews.size).toBe(500);
  },
);
