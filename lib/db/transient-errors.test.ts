import { describe, expect, it, vi } from "vitest";
import { isTransientDatabaseError, retryTransient } from "./transient-errors";

const prismaDeadlock = Object.assign(
  new Error(
    "Invalid `prisma.sandboxResult.upsert()` invocation: Transaction failed due to a write conflict or a deadlock.",
  ),
  { code: "P2034" },
);

describe("isTransientDatabaseError", () => {
  it("knows Prisma's P2034, whose message names neither the code nor Postgres's words", () => {
    expect(isTransientDatabaseError(prismaDeadlock)).toBe(true);
  });

  it("knows a raw query's deadlock and serialization failure", () => {
    expect(isTransientDatabaseError(new Error("ERROR: deadlock detected"))).toBe(true);
    expect(isTransientDatabaseError(new Error("could not serialize access due to concurrent update"))).toBe(true);
  });

  it("leaves other failures alone", () => {
    expect(isTransientDatabaseError(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBe(
      false,
    );
    expect(isTransientDatabaseError("timeout")).toBe(false);
  });
});

describe("retryTransient", () => {
  it("does the work again after a deadlock and returns what the second try returned", async () => {
    const work = vi.fn().mockRejectedValueOnce(prismaDeadlock).mockResolvedValueOnce("stored");
    await expect(retryTransient(work)).resolves.toBe("stored");
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("gives up after the attempts it is allowed, with the last error", async () => {
    const work = vi.fn().mockRejectedValue(prismaDeadlock);
    await expect(retryTransient(work, 2)).rejects.toBe(prismaDeadlock);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("does not repeat work that failed for another reason", async () => {
    const other = new Error("not found");
    const work = vi.fn().mockRejectedValue(other);
    await expect(retryTransient(work)).rejects.toBe(other);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
