import { createHash, randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/db/generated/client";
import { withDatabaseServer } from "./lib/database-server";
import { deployMigrations } from "../lib/db/migrations";

/**
 * npm run scim:token -- --name <directory>
 * Prints a new SCIM bearer token for the directory, once: creates the directory, or rotates its token (the old one
 * stops working at once). Only the token's SHA-256 is stored. Same token format as Settings → Security.
 */
const { values } = parseArgs({ options: { name: { type: "string" } } });
const name = values.name?.trim();
if (!name || name.length > 60 || !/^[\w .-]+$/.test(name)) {
  console.error("Usage: npm run scim:token -- --name <directory> (letters, digits, spaces, . - _; at most 60)");
  process.exit(2);
}
const token = `scim_${randomBytes(32).toString("base64url")}`;
const tokenHash = createHash("sha256").update(token, "utf8").digest("hex");

await withDatabaseServer(async (url) => {
  await deployMigrations(url);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const existing = await db.scimDirectory.findUnique({ where: { name } });
    const directory = existing
      ? await db.scimDirectory.update({ where: { id: existing.id }, data: { tokenHash, rotatedAt: new Date() } })
      : await db.scimDirectory.create({ data: { name, tokenHash } });
    await db.auditEvent.create({
      data: {
        actorEmail: "system",
        action: existing ? "scim.directory.rotate" : "scim.directory.create",
        targetType: "scim-directory",
        targetId: directory.id,
        metadata: { name, by: "npm run scim:token" },
      },
    });
    console.log(existing ? `${name}: token rotated; the old one no longer works.` : `${name}: directory created.`);
    console.log(`SCIM token (shown once): ${token}`);
  } finally {
    await db.$disconnect();
  }
});
