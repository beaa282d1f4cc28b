import type { APIRequestContext } from "@playwright/test";
import { setBlindRoles } from "../support/blind-review";
import { queryE2eDatabase } from "../support/database";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";

/**
 * A blind recruiter judges a location flag on evidence that identifies nobody: the candidate of this journey's own
 * screen signed in from a home line in Philadelphia and, half an hour later, through a Tor exit in Frankfurt. The
 * integrity report names the countries, the kind of network, the distance and the time, never the cities or the
 * addresses; the verdict offers the location flag's own reasons, and Other takes the reviewer's words.
 */
const TOR = "185.220.101.42";
const HOME = "73.12.34.56";

async function screenWithTwoSignIns(request: APIRequestContext, runId: string) {
  const api = (path: string, data: object) =>
    request.post(path, { headers: { "x-api-key": "sbx_acme_demo" }, data }).then(async (response) => {
      expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return response.json();
    });
  const { identifier: candidateId } = await api("/api/public/candidates", {
    name: `Evidence Person ${runId}`,
    email: `evidence.${runId}@example.test`,
  });
  for (const [ipAddress, minutesAgo] of [
    [HOME, 60],
    [TOR, 30],
  ] as const)
    await api(`/api/public/candidates/${candidateId}/ip-telemetry`, {
      ipAddress,
      observedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      source: `okta-${runId}`,
    });
  // The service enriches readings shortly after they are reported (spec 2.5); results built before would not see them.
  await expect
    .poll(
      async () =>
        (
          await queryE2eDatabase(
            `SELECT 1 FROM sandbox.ip_reading WHERE "candidateId" = $1 AND "enrichedAt" IS NOT NULL`,
            [candidateId],
          )
        ).length,
      { timeout: 20_000 },
    )
    .toBe(2);
  const [problem] = await queryE2eDatabase<{ id: string }>(
    `SELECT id FROM sandbox.problem WHERE "organizationId" = 'acme' AND status = 'Ready' AND type = 'technical-assessment'
     ORDER BY name LIMIT 1`,
  );
  const { identifier: interviewId } = await api("/api/public/assessments", {
    candidateIdentifier: candidateId,
    problemId: problem!.id,
    shouldSendEmail: false,
  });
  await api(`/api/sandbox/assessments/${interviewId}/advance`, { to: "Completed" });
  return interviewId as string;
}

journey(
  "a blind recruiter judges a location flag on anonymised evidence, with a reason of its kind",
  // Its own candidate and screen (run.id); blind review, a shared setting, is set back before every try and after.
  { data: "owned", reset: ({ browser }) => setBlindRoles(browser, []) },
  async ({ browser, request, run }) => {
    const interviewId = await screenWithTwoSignIns(request, run.id);
    await setBlindRoles(browser, ["recruiter"]);
    const page = await (await browser.newContext()).newPage();
    try {
      await signInAs(page, "recruiter@sandbox.test");
      await page.goto(`/results/${interviewId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Results of Candidate [A-Z2-7]{6}$/);
      const report = page.getByRole("region", { name: "Integrity report" });
      await expect(report).toContainText("Countries: United States and Germany.");
      await expect(report).toContainText("Network: Tor.");
      await expect(report).toContainText(/About 6,[0-9]00 km between the places farthest apart\./);
      await expect(report).toContainText("30 min from the first reading to the last.");
      const html = await page.content();
      for (const secret of [TOR, HOME, "Frankfurt", "Philadelphia", `okta-${run.id}`])
        expect(html).not.toContain(secret);

      const review = page.getByRole("complementary", { name: "Review" });
      const location = review.locator("#flag-location-mismatch");
      const reason = location.getByLabel("Verdict and reason");
      await expect(reason.locator("option", { hasText: "Cleared: Travel explains it" })).toHaveCount(1);
      await expect(reason.locator("option", { hasText: "Own code pasted" })).toHaveCount(0);
      await reason.selectOption("cleared|Travel explains it");
      await location.getByRole("button", { name: "Save verdict" }).click();
      await expect(location.getByText("Travel explains it", { exact: true })).toBeVisible();

      // Other needs the reviewer's words, in the note; by keyboard, as a reviewer going down the column would.
      const network = review.locator("#flag-network-concealment");
      await network.getByLabel("Verdict and reason").selectOption("confirmed|Other");
      await network.getByRole("button", { name: "Save verdict" }).click();
      await expect(network.getByText("Say why in the note when the reason is Other.")).toBeVisible();
      await network.getByLabel("Reviewer note (required: say why)").fill(`Tor for a sign-in, not for work ${run.id}`);
      await network.getByRole("button", { name: "Save verdict" }).focus();
      await page.keyboard.press("Enter");
      await expect(network.getByText("Other", { exact: true })).toBeVisible();
      const stored = await queryE2eDatabase<{ flagId: string; reason: string; note: string }>(
        `SELECT "flagId", reason, note FROM flag_review WHERE "interviewId" = $1 ORDER BY "flagId"`,
        [interviewId],
      );
      expect(stored).toEqual([
        { flagId: "location-mismatch", reason: "Travel explains it", note: "" },
        { flagId: "network-concealment", reason: "Other", note: `Tor for a sign-in, not for work ${run.id}` },
      ]);
    } finally {
      await page.context().close();
      await setBlindRoles(browser, []);
    }
  },
);
