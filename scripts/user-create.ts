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
 * npm run user:create -- --email <e> --role <admin|manager|recruiter> [--password <p>] [--name <n>] [--compliance]
 * Creates a dashboard user, or updates the role and password of an existing one. --compliance grants the
 * Compliance permission (demographic answers and fairness figures); without it an existing grant is kept. Without --password a random
 * one is generated and printed once.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    compliance: { type: "boolean" },
  },
});
const email = values.email?.trim().toLowerCase();
const role = roleSchema.safeParse(values.role);
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !role.success) {
  console.error(
    "Usage: npm run user:create -- --email <email> --role <admin|manager|recruiter> [--password <p>] [--name <n>] [--compliance]",
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
      create: { email, name: values.name ?? null, role: role.data, passwordHash, compliance: !!values.compliance },
      update: {
        role: role.data,
        passwordHash,
        ...(values.name ? { name: values.name } : {}),
        ...(values.compliance ? { compliance: true } : {}),
      },
    });
    if (values.compliance) {
      await db.auditEvent.create({
        data: {
          actorEmail: "system",
          action: "user.compliance.grant",
          targetType: "user",
          targetId: user.id,
          metadata: { by: "npm run user:create" },
        },
      });
    }
    console.log(`${user.email} is now ${user.role}${user.compliance ? " with the Compliance permission" : ""}.`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
  } finally {
    await db.$disconnect();
  }
});
