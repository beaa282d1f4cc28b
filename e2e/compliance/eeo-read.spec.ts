import { randomUUID } from "node:crypto";
import { expect, journey, test } from "../support/journey";
import { startGreenhouseEmulator, type GreenhouseEmulator } from "../../emulators/greenhouse/emulator";
import { connectGreenhouse, disconnectGreenhouse, greenhouseNotConnected } from "../support/greenhouse";
import { queryE2eDatabase } from "../support/database";
import { signInAs, signInWith } from "../support/sign-in";
import { addUser } from "../support/users";

/**
 * A compliance user reads the EEOC answers of the applications this dashboard screened from Greenhouse (the emulator
 * of emulators/greenhouse, serving Harvest's EEOC endpoint). An admin connects Greenhouse and grants the Compliance
 * permission on the users page; the read runs in the background and its progress ends in words; the answers are
 * stored apart, and a recruiter can neither open the page nor see the answers anywhere it can open.
 */
let gh: GreenhouseEmulator;
test.beforeAll(async () => {
  gh = await startGreenhouseEmulator();
});
test.afterAll(() => gh?.close());

/** A read-model candidate whose Greenhouse application got a screen: what the ATS flow leaves behind. */
async function screenedApplication(candidateId: string, applicationId: number) {
  await queryE2eDatabase(
    `INSERT INTO mirror_candidate (id, name, email, "createdAt", "nameKey", "emailKey", "searchText", raw, "updatedAt")
     VALUES ($1, $1, $2, now(), $1, $2, $1, '{}', now())`,
    [candidateId, `${candidateId}@example.test`],
  );
  await queryE2eDatabase(
    `INSERT INTO ats_application_screen (id, ats, "applicationId", "stageKey", "atsCandidateId", "jobId", "problemId",
                                         "candidateId", state, "updatedAt")
     VALUES ($1, 'greenhouse', $2, 'screening', $2, '5151', 'prob_eeo_journey', $3, 'issued', now())`,
    [randomUUID(), String(applicationId), candidateId],
  );
}

journey(
  "a compliance user reads the EEOC answers from Greenhouse; a recruiter sees none of it",
  { data: "owned", reset: greenhouseNotConnected },
  async ({ run, page: admin, browser }) => {
    test.setTimeout(180_000);
    const answers = [
      { race: "Hispanic or Latino", gender: "Female" },
      { race: "Decline To Self Identify", gender: "Male", veteran: "I am not a protected veteran" },
      {},
    ];
    const candidates = answers.map((_, i) => `cand_eeo_${run.id}_${i}`);
    for (const [i, given] of answers.entries()) {
      const application = gh.addApplication({ jobId: 5151, name: `Eeo ${i}`, email: run.email(`eeo${i}`) });
      if (Object.keys(given).length) gh.setEeoc(application.id, given);
      await screenedApplication(candidates[i]!, application.id);
    }

    // An admin connects Greenhouse and grants a new teammate the Compliance permission.
    await signInAs(admin, "admin@sandbox.test");
    await connectGreenhouse(admin, gh);
    const email = run.email("compliance");
    const password = "a-compliance-password";
    const row = await addUser(admin, email, password);
    await row.getByRole("checkbox", { name: `Compliance permission of ${email}` }).check();
    await expect(admin.getByText(`${email} now has Compliance.`)).toBeVisible();

    // The compliance user starts the read and follows it to its end, in words.
    const officer = await (await browser.newContext()).newPage();
    await signInWith(officer, email, password);
    await expect(officer.getByRole("navigation", { name: "Main" })).toBeVisible({ timeout: 30_000 });
    await officer.goto("/compliance/answers");
    await expect(officer.getByRole("heading", { level: 1, name: "Demographic answers" })).toBeVisible();
    await officer.getByRole("radio", { name: /Greenhouse/ }).check();
    await officer.getByLabel("Applications from").selectOption({ label: "Last 30 days" });
    await officer.getByRole("button", { name: "Read EEO answers" }).click();
    const stored = () =>
      queryE2eDatabase<{ candidateId: string; sex: string; race: string; veteran: string | null }>(
        `SELECT "candidateId", sex, race_ethnicity AS race, veteran FROM demographic_answer
         WHERE "candidateId" = ANY($1) ORDER BY "candidateId"`,
        [candidates],
      );
    await expect.poll(stored, { timeout: 90_000 }).toEqual([
      { candidateId: candidates[0], sex: "female", race: "hispanic_or_latino", veteran: null },
      { candidateId: candidates[1], sex: "male", race: "declined", veteran: "not_protected_veteran" },
    ]);
    // The page shows the latest read (this one: an earlier try's shows the same headline until it is replaced) in
    // words once it ends. Other journeys' Greenhouse applications are not in this emulator: no longer there.
    await officer.reload();
    await expect(officer.getByText(/Read 2 answers for \d+ applications; 1 had none\./)).toBeVisible({
      timeout: 60_000,
    });
    await expect(officer.getByText("Done", { exact: true })).toBeVisible();

    // A recruiter cannot open the page or its figures, and finds no answer where it can look.
    const recruiter = await (await browser.newContext()).newPage();
    await signInAs(recruiter, "recruiter@sandbox.test");
    for (const path of ["/compliance/answers", "/analytics/fairness"])
      expect((await recruiter.goto(path))!.status(), path).toBe(403);
    await recruiter.goto(`/candidates?q=${candidates[0]}`);
    await expect(recruiter.getByRole("main")).not.toContainText(/Hispanic|hispanic_or_latino/);

    await admin.goto("/settings/integrations/greenhouse");
    await disconnectGreenhouse(admin);
  },
);
