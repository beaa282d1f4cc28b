import { execFileSync } from "node:child_process";

// `prisma generate` never runs the schema engine, but the CLI checks for one at start-up; the native engine
// cannot be downloaded here, so point the check at a binary that exists (shared/reference/prisma-offline.md).
execFileSync("prisma", ["generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/true", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
