import "server-only";
import { db } from "@/lib/db/client";
import { env, sandboxOrganizations } from "@/lib/env";
import { hashApiKey } from "../auth";
import { seedOrganizationData } from "./seed-organization";

const displayName = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? " " : ""}${c.toUpperCase()}`);

/**
 * Start-up work of sandbox mode: the organizations and keys of SANDBOX_API_KEYS (each configured org keeps
 * exactly its configured key; orgs no longer configured lose theirs), then each organization's demo data once.
 * Transaction-scoped advisory locks make instances starting together do it once: the others wait, then find
 * it done.
 */
export async function seedSandbox() {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended('sandbox:organizations', 0))::text`;
    for (const { slug, key } of sandboxOrganizations) {
      const keyHash = hashApiKey(key);
      await tx.sandboxOrganization.upsert({
        where: { id: slug },
        create: { id: slug, name: displayName(slug) },
        update: {},
      });
      await tx.sandboxApiKey.deleteMany({ where: { organizationId: slug, keyHash: { not: keyHash } } });
      await tx.sandboxApiKey.upsert({
        where: { keyHash },
        create: { keyHash, organizationId: slug },
        update: { organizationId: slug },
      });
    }
    await tx.sandboxApiKey.deleteMany({
      where: { organizationId: { notIn: sandboxOrganizations.map((o) => o.slug) } },
    });
  });
  for (const { slug } of sandboxOrganizations) {
    const started = Date.now();
    const seeded = await db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox:seed:${slug}`}, 0))::text`;
        const organization = await tx.sandboxOrganization.findUniqueOrThrow({ where: { id: slug } });
        if (organization.seededAt) return false;
        // The seed's own "now" marks where its history ends: a planned move due while a slow seed was still
        // writing is live flow (it sends its web hook), not history, so seededAt must not be later than it.
        const seededAt = new Date();
        await seedOrganizationData(tx, slug, organization.defaultExpirationDays, env.SANDBOX_TIME_SCALE, seededAt);
        await tx.sandboxOrganization.update({ where: { id: slug }, data: { seededAt } });
        return true;
      },
      { timeout: 120_000, maxWait: 120_000 },
    );
    if (seeded) console.log(`▸ Sandbox: seeded demo data for "${slug}" in ${Date.now() - started} ms`);
  }
}
