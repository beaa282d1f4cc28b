import { defineConfig } from "prisma/config";

/** Prisma CLI config: only `prisma generate` runs here (migrations go through scripts/db/migrate.ts). */
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
