import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { chromiumArgs, chromiumExecutable } from "../e2e/support/browser";
import { DEMO_PASSWORD } from "../lib/auth/demo-users";

/**
 * Screenshots of pages for a person to look at:
 * tsx scripts/screenshot.ts --base http://127.0.0.1:3000 --as admin@sandbox.test --out /tmp/shots [--width 390] [--dark] /candidates
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    as: { type: "string" },
    out: { type: "string", default: "/tmp/shots" },
    dark: { type: "boolean", default: false },
    width: { type: "string", default: "1366" },
  },
});

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const context = await browser.newContext({
  viewport: { width: Number(values.width), height: 900 },
  colorScheme: values.dark ? "dark" : "light",
});
const page = await context.newPage();
if (values.as) {
  await page.goto(`${values.base}/sign-in`);
  await page.getByLabel("Email").fill(values.as);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}
for (const route of positionals) {
  await page.goto(`${values.base}${route}`, { waitUntil: "networkidle" });
  const file = `${values.out}/${route.replace(/[^a-z0-9]+/gi, "_") || "root"}-${values.width}${values.dark ? "-dark" : ""}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
