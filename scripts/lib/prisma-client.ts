import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Generates the Prisma client (lib/db/generated) from prisma/schema. `prisma generate` never runs the schema
 * engine, but the CLI checks for one at start-up; the native engine cannot be downloaded here, so point the
 * check at a binary that exists (shared/reference/prisma-offline.md).
 */
export function generatePrismaClient() {
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["generate"], {
    stdio: "inherit",
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: "/bin/true", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}
