import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { acquireInstanceLock, InstanceLockError } from "./instance-lock";

describe("acquireInstanceLock", () => {
  it("refuses a second owner while the first holds the lock, and frees it on release", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    const lock = acquireInstanceLock(dir);
    fs.writeFileSync(path.join(dir, "instance.lock"), String(process.ppid));
    expect(() => acquireInstanceLock(dir)).toThrow(InstanceLockError);
    fs.writeFileSync(path.join(dir, "instance.lock"), String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "instance.lock"))).toBe(false);
    acquireInstanceLock(dir).release();
  });

  it("takes over a lock whose process is gone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
    const dead = spawnSync("true").pid!;
    fs.writeFileSync(path.join(dir, "instance.lock"), String(dead));
    const lock = acquireInstanceLock(dir);
    expect(fs.readFileSync(path.join(dir, "instance.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
