import { type Page } from "@playwright/test";
import { expect, journey, test } from "../support/journey";
import { DEMO_PASSWORD } from "../../lib/auth/demo-users";
import { signInAs } from "../support/sign-in";

/**
 * The sign-in form before (or without) its script: it must POST to next-auth's credentials endpoint with the CSRF
 * token the page rendered, never GET with the password in the address. Every URL the browser requests is what the
 * server (and any proxy's access log) sees; none may hold the password.
 */
function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test.use({ javaScriptEnabled: false });

journey(
  "signs in with scripts disabled: a POST, no password in any URL, and the user lands signed in",
  { data: "read-only" },
  async ({ page }) => {
    const urls = recordUrls(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto("/sign-in?callbackUrl=%2Fcandidates");
    await page.getByLabel("Email").fill("manager@sandbox.test");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/candidates$/);
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
    expect(posts).toContain("/api/auth/callback/credentials");
    expect(urls.filter((url) => url.includes(DEMO_PASSWORD) || /[?&]password=/i.test(url))).toEqual([]);
  },
);

journey(
  "a wrong password with scripts disabled lands back on the form with a clear message, no password in a URL",
  { data: "read-only" },
  async ({ page }) => {
    const urls = recordUrls(page);
    const wrong = "not-the-password-42";
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("manager@sandbox.test");
    await page.getByLabel("Password").fill(wrong);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("That email and password do not match an account.");
    await expect(page).toHaveURL(/\/sign-in\?/);
    expect(urls.filter((url) => url.includes(wrong) || /[?&]password=/i.test(url))).toEqual([]);
  },
);

journey(
  "a password already in the address (a form sent by GET) goes no further: redirected without it",
  { data: "read-only" },
  async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto("/sign-in?email=manager%40sandbox.test&password=leaked-secret-1&callbackUrl=%2F");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2F&error=PasswordInAddress$/);
    await expect(page.getByRole("alert")).toContainText("Sign in with the form again");
    // Only the one request the browser itself sent held it; the redirect's target and the page's loads do not.
    expect(urls.filter((url) => url.includes("leaked-secret-1"))).toHaveLength(1);
  },
);

journey(
  "signs out with scripts disabled, even after the browser lost its CSRF cookie, and the old session cookie is dead",
  { data: "read-only" },
  async ({ page, context }) => {
    await signInAs(page, "recruiter@sandbox.test");
    // As after a browser restart: the session cookie kept, next-auth's CSRF cookie (a session cookie) gone.
    await context.clearCookies({ name: /csrf-token/ });
    const session = (await context.cookies()).filter((cookie) => cookie.name.includes("session-token"));
    expect(session).toHaveLength(1);
    await page.goto("/candidates");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await context.addCookies(session);
    await page.goto("/candidates");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcandidates$/);
  },
);
