import { PrismaPg } from "@prisma/adapter-pg";
import { inject } from "./inject";
import { PrismaClient } from "@/lib/db/generated/client";

/**
 * The app's database client on the integration suite's database, for a test that calls the app's own modules:
 * `vi.mock("@/lib/db/client", () => import("@/testing/test-db-client"))`.
 */
export const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: inject("databaseUrl"), max: 4 }) });
