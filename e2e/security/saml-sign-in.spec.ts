import { expect, journey, test } from "../support/journey";
import { queryE2eDatabase } from "../support/database";
import { signInAs } from "../support/sign-in";
import { addUser } from "../support/users";
import { startSamlIdpEmulator, type SamlIdpEmulator } from "../../emulators/saml-idp/emulator";

/**
 * An admin connects an identity provider (the SAML IdP emulator of emulators/saml-idp, on 127.0.0.1:
 * SAML_METADATA_HOSTS in e2e/support/global-setup.ts) from its metadata URL; then a fresh browser clicks "Sign in
 * with SSO", types an email of the connection's domain, goes to the IdP, is posted back and lands signed in. The
 * journey's domain and connection are its own (named with run.id); earlier tries' connections are removed first.
 */
let idp: SamlIdpEmulator;
test.beforeAll(async () => {
  idp = await startSamlIdpEmulator();
});
test.afterAll(() => idp?.close());

journey(
  "connect a SAML identity provider, then sign in with SSO through it",
  {
    data: "owned",
    reset: async () => {
      await queryE2eDatabase(`DELETE FROM saml_connection WHERE name LIKE 'SAML journey %'`);
    },
  },
  async ({ page, browser, baseURL, run }) => {
    test.setTimeout(120_000);
    const domain = `j${run.id.toLowerCase()}.example.test`;
    const person = `pat@${domain}`;
    const name = `SAML journey ${run.id}`;
    idp.signInAs = person;

    await signInAs(page, "admin@sandbox.test");
    await addUser(page, person, `initial-${run.id}-password`);

    await page.goto("/settings/security");
    const section = page.getByRole("region", { name: "Identity providers (SAML)" });
    await expect(section).toContainText(`${baseURL}/api/auth/saml/acs`);
    await expect(section).toContainText(`${baseURL}/api/auth/saml/metadata`);
    await section.getByLabel("Name", { exact: true }).fill(name);
    await section.getByLabel("Email domains", { exact: true }).fill(domain);
    await section.getByRole("textbox", { name: "Metadata URL" }).fill(`${idp.url}/metadata`);
    await section.getByRole("button", { name: "Add identity provider" }).click();
    const row = section.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(domain);
    await expect(row).toContainText(idp.entityId);
    await expect(row).toContainText("Never");

    // A fresh browser: no session, no cookie of the admin's.
    const context = await browser.newContext({ baseURL });
    try {
      const visitor = await context.newPage();
      await visitor.goto("/sign-in");
      await visitor.getByRole("button", { name: "Sign in with SSO" }).click();
      await visitor.getByLabel("Work email").fill(person);
      await visitor.getByRole("button", { name: "Continue with SSO" }).click();
      await expect(visitor.getByRole("navigation", { name: "Main", exact: true })).toBeVisible({ timeout: 30_000 });
      expect(idp.requests.at(-1)?.acsUrl).toBe(`${baseURL}/api/auth/saml/acs`);
      const session = await (await visitor.request.get("/api/auth/session")).json();
      expect(session.user.email).toBe(person);
    } finally {
      await context.close();
    }

    // The admin sees the sign-in, then removes the connection (the sign-in page offers SSO only while one exists).
    await page.reload();
    await expect(row).not.toContainText("Never");
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(row).toHaveCount(0);
  },
);
