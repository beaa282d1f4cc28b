import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

/**
 * Returns the secret stored in `<dataDir>/secrets/<name>`, creating it on first use. Creation is exclusive
 * ("wx"), so processes starting together agree on one value.
 */
export function readOrCreateSecret(
  dataDir: string,
  name: string,
  make: () => string = () => randomBytes(32).toString("base64url"),
) {
  const dir = path.join(dataDir, "secrets");
  const file = path.join(dir, name);
  // Only the secrets folder is private: the embedded Postgres (another user) must traverse the data directory.
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, make(), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** Standard Webhooks secrets are `whsec_` + base64 of the key bytes. */
export const makeWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;
