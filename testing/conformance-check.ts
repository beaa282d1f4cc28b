import fs from "node:fs";
import { afterAll, expect } from "vitest";
import { inject } from "./inject";

/**
 * After each integration file (they run one at a time): every public sandbox response the file caused conformed
 * to the OpenAPI document. The app under test logs the ones that did not (SANDBOX_CONFORMANCE_LOG, set by
 * integration-setup.ts); the log is emptied for the next file.
 */
afterAll(() => {
  const log = inject("conformanceLog");
  const nonconforming = fs
    .readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
  fs.truncateSync(log, 0);
  expect(nonconforming, "sandbox responses that do not conform to lib/api-contract/openapi.ts").toEqual([]);
});
