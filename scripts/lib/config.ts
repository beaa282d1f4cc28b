import path from "node:path";

/**
 * The few settings the launcher needs before Next.js (and lib/env.ts) run. Everything else is read by
 * lib/env.ts inside the app.
 */
export const dataDir = () => path.resolve(process.env.DATA_DIR || ".data");
export const databaseUrl = () => process.env.DATABASE_URL || undefined;
export const port = () => Number(process.env.PORT || 3000);
