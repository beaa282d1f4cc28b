import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, journeyChromiumExecutable } from "./e2e/support/browser";

// `npm test` runs the journeys on E2E_WORKERS workers (default 1), each against a server and embedded Postgres of its
// own that the global setup starts (e2e/support/servers.ts); a worker takes the next file when it is free.
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

/** Browser journeys against the built app with a fresh embedded Postgres and sandbox data. */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  workers,
  // Once under CI, where a journey that needed it is named at the end of the run (scripts/lib/test-outcomes.ts).
  retries: process.env.CI ? 1 : 0,
  // The journeys' two workers share two cores with their servers and browsers: a step that takes a second alone takes
  // several there, and a journey of twenty steps once took its whole minute (the time-zone journey, CI, twice).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  // baseURL: each worker's own server (e2e/support/journey.ts).
  use: {
    // Under CI a trace is recorded for a journey's retry only: recording every try took a fifth more CPU (three files
    // on one worker: 104 s of CPU with traces, 87 s without). Locally, where nothing retries, every try is recorded
    // and kept when it fails.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: journeyChromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
});
