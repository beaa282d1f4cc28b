import { beforeEach, describe, expect, it, vi } from "vitest";

/** Readiness and liveness apart from their database: each reason to refuse traffic, and liveness never asking it. */
const checks = vi.hoisted(() => ({
  database: vi.fn<() => Promise<void>>(),
  migrations: vi.fn<() => Promise<"ok" | "pending" | "unchecked">>(),
  sync: vi.fn<() => Promise<{ running: boolean; lastCompletedAt: string | null }>>(),
}));
vi.mock("@/lib/env", () => ({ sandboxEnabled: false }));
vi.mock("@/lib/logging/logger", () => ({ logger: { error: vi.fn() } }));
vi.mock("./check-database", () => ({ checkDatabase: checks.database }));
vi.mock("./check-migrations", () => ({ checkMigrations: checks.migrations }));
vi.mock("@/lib/sync/status", () => ({ syncHealth: checks.sync }));

const { liveness, readiness } = await import("./readiness");
const { startDraining } = await import("@/lib/shutdown/draining");

const copied = { running: false, lastCompletedAt: "2026-11-28T10:00:00.000Z" };

beforeEach(() => {
  checks.database.mockReset().mockResolvedValue();
  checks.migrations.mockReset().mockResolvedValue("ok");
  checks.sync.mockReset().mockResolvedValue(copied);
});

describe("readiness", () => {
  it("is ready when the database answers, the migrations are applied and the read model is copied", async () => {
    expect(await readiness()).toEqual({
      ready: true,
      body: { status: "ok", database: "ok", migrations: "ok", sandbox: false, sync: copied },
    });
  });

  it("is not ready while the database does not answer", async () => {
    checks.database.mockRejectedValue(new Error("connection refused"));
    expect(await readiness()).toEqual({
      ready: false,
      body: { status: "error", database: "unreachable", sandbox: false },
    });
  });

  it("is not ready while this code's newest migration is not applied", async () => {
    checks.migrations.mockResolvedValue("pending");
    expect(await readiness()).toMatchObject({ ready: false, body: { status: "migrating", migrations: "pending" } });
  });

  it("is not ready until the read model holds its first full copy", async () => {
    checks.sync.mockResolvedValue({ running: true, lastCompletedAt: null });
    expect(await readiness()).toMatchObject({ ready: false, body: { status: "starting" } });
  });

  it("liveness asks nothing of the database, and answers while the database is down", () => {
    checks.database.mockRejectedValue(new Error("down"));
    expect(liveness()).toEqual({ status: "ok", draining: false, sandbox: false });
    expect(checks.database).not.toHaveBeenCalled();
  });

  // Last: draining cannot be undone within a process.
  it("is not ready from the moment the instance drains, without asking the database; liveness still answers", async () => {
    startDraining();
    expect(await readiness()).toEqual({ ready: false, body: { status: "draining", sandbox: false } });
    expect(checks.database).not.toHaveBeenCalled();
    expect(liveness()).toEqual({ status: "ok", draining: true, sandbox: false });
  });
});
