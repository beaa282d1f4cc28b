import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { withDatabaseServer } from "../lib/database-server";
import { createMigration, deployMigrations } from "../../lib/db/migrations";
import { findDrift } from "../../lib/db/drift";
import { dropDatabase, ensureDatabase, withDatabase } from "../../lib/db/embedded";

/** npm run db:migrate:create -- --name <x> | db:migrate:deploy | db:drift (DATABASE_URL or embedded Postgres). */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: "string" } } });
const command = positionals[0];

const exitCode = await withDatabaseServer(async (url) => {
  if (command === "create") {
    if (!values.name) throw new Error("Usage: npm run db:migrate:create -- --name <name>");
    const dir = await createMigration(url, values.name);
    console.log(dir ? `Created ${dir}/migration.sql` : "No schema changes, no migration created.");
    return 0;
  }
  if (command === "deploy") {
    const applied = await deployMigrations(url);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
    return 0;
  }
  if (command === "drift") {
    const suffix = randomBytes(4).toString("hex");
    const [migrated, declared] = [`drift_migrated_${suffix}`, `drift_declared_${suffix}`];
    await Promise.all([ensureDatabase(url, migrated), ensureDatabase(url, declared)]);
    try {
      const drift = await findDrift(withDatabase(url, migrated), withDatabase(url, declared));
      if (!drift.length) {
        console.log("No drift: the migrations build exactly what prisma/schema describes.");
        return 0;
      }
      console.error(`Drift between prisma/schema and prisma/migrations:\n${drift.join("\n")}`);
      console.error("Run `npm run db:migrate:create -- --name <name>` and commit the migration.");
      return 1;
    } finally {
      await Promise.all([dropDatabase(url, migrated), dropDatabase(url, declared)]);
    }
  }
  throw new Error("Usage: db:migrate.ts create --name <x> | deploy | drift");
});
process.exit(exitCode);
