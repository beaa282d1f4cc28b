import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import bcrypt from "bcryptjs";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/db/generated/client";
import { roleSchema } from "../lib/auth/role-schema";
import { passwordSchema } from "../lib/auth/password-rules";
import { withDatabaseServer } from "./lib/database-server";
import { deployMigrations } from "../lib/db/migrations";

/**
 * npm run user:create -- --email <e> --role <admin|manager|recruiter> [--password <p>] [--name <n>]
 * Creates a dashboard user, or updates the role and password of an existing one. Without --password a random
 * one is generated and printed once.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
  },
});
const email = values.email?.trim().toLowerCase();
const role = roleSchema.safeParse(values.role);
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !role.success) {
  console.error(
    "Usage: npm run user:create -- --email <email> --role <admin|manager|recruiter> [--password <p>] [--name <n>]",
  );
  process.exit(2);
}
const checked = values.password === undefined ? null : passwordSchema.safeParse(values.password);
if (checked && !checked.success) {
  console.error(`The password is refused: ${checked.error.issues[0]?.message}.`);
  process.exit(2);
}
const password = values.password ?? randomBytes(12).toString("base64url");
const passwordHash = await bcrypt.hash(password, 12);

await withDatabaseServer(async (url) => {
  await deployMigrations(url);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const user = await db.user.upsert({
      where: { email },
      create: { email, name: values.name ?? null, role: role.data, passwordHash },
      update: { role: role.data, passwordHash, ...(values.name ? { name: values.name } : {}) },
    });
    console.log(`${user.email} is now ${user.role}.`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
  } finally {
    await db.$disconnect();
  }
});
