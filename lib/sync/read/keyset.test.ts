import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import { decodeCursor, encodeCursor, keysetPage, type SortColumn } from "./keyset";

const column: SortColumn = { expression: Prisma.sql`c."createdAt"`, id: Prisma.sql`c.id`, type: "timestamp" };
const sqlOf = (query: Prisma.Sql) => ({ text: query.sql.replace(/\s+/g, " "), values: query.values });

describe("cursors", () => {
  it("round-trip a row's sort value and id", () => {
    const at = new Date("2026-11-20T10:00:00.000Z");
    expect(decodeCursor(encodeCursor(at, "cand_1"), "timestamp")).toEqual(["2026-11-20T10:00:00.000Z", "cand_1"]);
    expect(decodeCursor(encodeCursor(42, "int_9"), "int")).toEqual([42, "int_9"]);
  });

  it("refuse what is not one of ours, or would not fit the column, instead of failing the query", () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify([value, "x"])).toString("base64url");
    expect(decodeCursor("not-a-cursor", "text")).toBeNull();
    expect(decodeCursor(forged({ $gt: 1 }), "text")).toBeNull();
    expect(decodeCursor(forged("+099999-01-01T00:00:00.000Z"), "timestamp")).toBeNull();
    expect(decodeCursor(forged("yesterday"), "timestamp")).toBeNull();
    expect(decodeCursor(forged(2 ** 40), "int")).toBeNull();
    expect(decodeCursor(forged(1.5), "int")).toBeNull();
    expect(decodeCursor(forged("7"), "float")).toBeNull();
  });
});

describe("keysetPage", () => {
  const cursor = encodeCursor(new Date("2026-11-20T10:00:00.000Z"), "cand_5");

  it("reads the first page in the list's order", () => {
    const page = keysetPage(column, "desc", {});
    expect(sqlOf(page.where).text).toBe("TRUE");
    expect(sqlOf(page.orderBy).text).toBe('c."createdAt" DESC, c.id DESC');
    expect(page.reversed).toBe(false);
  });

  it("reads forward after a row, in either direction of the sort", () => {
    expect(sqlOf(keysetPage(column, "desc", { after: cursor }).where).text).toBe(
      '(c."createdAt", c.id) < (?::timestamp, ?::text)',
    );
    expect(sqlOf(keysetPage(column, "asc", { after: cursor }).where).text).toBe(
      '(c."createdAt", c.id) > (?::timestamp, ?::text)',
    );
  });

  it("reads backwards before a row, the other way round, and says the rows need reversing", () => {
    const page = keysetPage(column, "desc", { before: cursor });
    expect(sqlOf(page.where).text).toBe('(c."createdAt", c.id) > (?::timestamp, ?::text)');
    expect(sqlOf(page.orderBy).text).toBe('c."createdAt" ASC, c.id ASC');
    expect(page.reversed).toBe(true);
  });

  it("falls back to the first page for a cursor it cannot read", () => {
    expect(keysetPage(column, "asc", { after: "garbage" }).anchored).toBe(false);
  });
});
