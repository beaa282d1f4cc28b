import fs from "node:fs";
import path from "node:path";
import { openApiDocument } from "../../lib/api-contract/openapi";

/** Writes the dashboard's own OpenAPI document (what the sandbox serves) to the file named, for the mock to serve. */
const file = process.argv[2];
if (!file) throw new Error("Usage: write-openapi.ts <file>");
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
