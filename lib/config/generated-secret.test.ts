import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeWebhookSecret, readOrCreateSecret } from "./generated-secret";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-test-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("readOrCreateSecret", () => {
  it("creates a secret once and returns the same value afterwards", () => {
    const dir = tempDir();
    const first = readOrCreateSecret(dir, "auth-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readOrCreateSecret(dir, "auth-secret")).toBe(first);
    expect(readOrCreateSecret(dir, "other")).not.toBe(first);
  });

  it("keeps the secret readable by its owner only", () => {
    const dir = tempDir();
    readOrCreateSecret(dir, "auth-secret");
    expect(fs.statSync(path.join(dir, "secrets", "auth-secret")).mode & 0o077).toBe(0);
  });

  it("makes Standard Webhooks secrets of 32 random bytes", () => {
    const secret = makeWebhookSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
  });
});

describe("the data directory", () => {
  it("stays traversable by other users (the embedded Postgres runs as postgres)", () => {
    const dir = path.join(tempDir(), "data");
    readOrCreateSecret(dir, "auth-secret");
    expect(fs.statSync(dir).mode & 0o001).toBe(0o001);
  });
});
