import { readFileSync } from "node:fs";
import path from "node:path";

/** The committed roster fixtures (e2e/fixtures/roster), as bytes. */
export const fixture = (name: string) => new Uint8Array(readFileSync(path.resolve("e2e/fixtures/roster", name)));
