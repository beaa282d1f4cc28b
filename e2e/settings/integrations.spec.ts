import { createHmac, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInAs } from "../support/sign-in";

/**
 * An admin connects Greenhouse, writes a stage rule and reads the integration log: the key and secret never come
 * back to the page once saved (only their last four characters), a signed web hook shows up in the log, and a
 * recruiter cannot open any of it.
 */
test("connect Greenhouse, add and remove a stage rule, and see a web hook in the log", async ({ page, request }) => {
  const key = `harvest-${randomUUID()}`;
  const secret = `whsecret-${randomUUID()}`;
  await signInAs(page, "admin@sandbox.test");
  await page.goto("/settings");
  await page.getByRole("link", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  await page.getByRole("link", { name: "Greenhouse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Greenhouse" })).toBeVisible();

  await page.getByLabel("Harvest API key").fill(key);
  await page.getByLabel("Web hook secret key").fill(secret);
  await page.getByLabel("On-Behalf-Of user id").fill("4080");
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText(`Saved: ••••${key.slice(-4)}`)).toBeVisible();
  await expect(page.getByLabel("Harvest API key")).toHaveValue("");
  const html = await page.content();
  expect(html).not.toContain(key);
  expect(html).not.toContain(secret);
  await expect(page.getByRole("region", { name: /Delivery health/ })).toContainText("/api/ats/greenhouse/webhook");

  await page.getByLabel("Job id").fill("4242");
  await page.getByLabel("Stage name").fill("Technical Screen");
  const problem = page.getByLabel("Problem (Ready)");
  const problemName = (await problem.locator("option").first().innerText()).trim();
  await page.getByRole("button", { name: "Add rule" }).click();
  const rules = page.getByRole("table", { name: "Stage rules" });
  await expect(rules.getByRole("row", { name: /4242 Technical Screen/ })).toContainText(problemName);

  // Greenhouse's own signature: `Signature: sha256 <hex HMAC-SHA256 of the body>`.
  const body = JSON.stringify({
    action: "candidate_stage_change",
    payload: {
      application: {
        id: 9001,
        current_stage: { id: 1, name: "Offer" },
        jobs: [{ id: 4242, name: "Engineer" }],
        candidate: { id: 5001, first_name: "Ada", last_name: "L", email_addresses: [] },
      },
    },
  });
  const sign = (s: string) => `sha256 ${createHmac("sha256", s).update(body).digest("hex")}`;
  const refused = await request.post("/api/ats/greenhouse/webhook", {
    headers: { "content-type": "application/json", signature: sign("wrong"), "greenhouse-event-id": randomUUID() },
    data: body,
  });
  expect(refused.status()).toBe(401);
  const accepted = await request.post("/api/ats/greenhouse/webhook", {
    headers: { "content-type": "application/json", signature: sign(secret), "greenhouse-event-id": randomUUID() },
    data: body,
  });
  expect(accepted.status()).toBe(200);

  await page.getByRole("link", { name: "Greenhouse log" }).click();
  const log = page.getByRole("table", { name: "Integration log" });
  await expect(log.getByRole("row", { name: /In: POST \/api\/ats\/greenhouse\/webhook/ }).first()).toBeVisible();

  await page.goBack();
  await rules.getByRole("button", { name: "Remove the rule for 4242 Technical Screen" }).click();
  await expect(rules.getByRole("row", { name: /4242 Technical Screen/ })).toHaveCount(0);
});

test("a recruiter cannot open integrations or the log", async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  for (const path of ["/settings/integrations", "/settings/integrations/greenhouse", "/settings/integrations/log"]) {
    const response = await page.goto(path);
    expect(response!.status()).toBe(403);
  }
});
