import type { APIRequestContext } from "@playwright/test";
import { expect, journey } from "../support/journey";
import { signInAs } from "../support/sign-in";
import { queryE2eDatabase } from "../support/database";

/**
 * Settings → Security as an admin sets up SCIM: a directory's token, shown once, provisions over /scim/v2; a group
 * mapped in that directory gives its members the role; a rotation refuses the old token at once; a deletion every token.
 */
const scimStatus = async (request: APIRequestContext, token: string) =>
  (await request.get("/scim/v2/Users?count=1", { headers: { authorization: `Bearer ${token}` } })).status();

journey(
  "Settings → Security: a SCIM token shown once and working, a group mapped in its directory, rotated, deleted",
  { data: "owned" },
  async ({ page, run }) => {
    await signInAs(page, "admin@sandbox.test");
    await page.goto("/settings");
    await page.getByRole("link", { name: /^Security/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

    const name = `Okta ${run.id}`;
    await page.getByLabel("New directory").fill(name);
    await page.getByRole("button", { name: "Create and show token" }).click();
    const shown = page.getByRole("dialog", { name: `SCIM token for ${name}` });
    const token = (await shown.getByTestId("scim-token").textContent())!.trim();
    expect(token).toMatch(/^scim_[\w-]{43}$/);
    expect(await scimStatus(page.request, token)).toBe(200);
    await shown.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Never");

    // The group's mapping is this directory's: its provisioned member becomes an admin.
    const group = `Screening admins ${run.id}`;
    // By role: the section "Directory groups and roles" is itself labelled with these words.
    await page.getByRole("combobox", { name: "Directory", exact: true }).selectOption({ label: name });
    await page.getByRole("textbox", { name: "Directory group", exact: true }).fill(group);
    await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("admin");
    await page.getByRole("button", { name: "Save mapping" }).click();
    await expect(page.getByRole("list", { name: "Group mappings" })).toContainText(`${name}: ${group} → Admin`);
    const scim = (path: string, body: unknown) =>
      page.request.post(`/scim/v2${path}`, {
        headers: { authorization: `Bearer ${token}`, "content-type": "application/scim+json" },
        data: body,
      });
    const email = run.email("scim");
    const user = await (await scim("/Users", { userName: email, emails: [{ value: email, primary: true }] })).json();
    expect((await scim("/Groups", { displayName: group, members: [{ value: user.id }] })).status()).toBe(201);
    const [account] = await queryE2eDatabase<{ role: string }>(`SELECT role FROM "User" WHERE email = $1`, [email]);
    expect(account!.role).toBe("admin");
    await page.screenshot({ path: "test-results/settings-security-1440.png", fullPage: true });

    await row.getByRole("button", { name: `Rotate token of ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Rotate the token of ${name}?` })
      .getByRole("button", { name: "Rotate token" })
      .click();
    const rotated = (await page
      .getByRole("dialog", { name: `SCIM token for ${name}` })
      .getByTestId("scim-token")
      .textContent())!.trim();
    expect(rotated).not.toBe(token);
    expect(await scimStatus(page.request, token)).toBe(401);
    expect(await scimStatus(page.request, rotated)).toBe(200);
    await page
      .getByRole("dialog", { name: `SCIM token for ${name}` })
      .getByRole("button", { name: "Done" })
      .click();

    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("dialog", { name: `Delete ${name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(row).toHaveCount(0);
    expect(await scimStatus(page.request, rotated)).toBe(401);
  },
);

journey("a recruiter gets the 403 page on Settings → Security", { data: "read-only" }, async ({ page }) => {
  await signInAs(page, "recruiter@sandbox.test");
  expect((await page.goto("/settings/security"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
});
