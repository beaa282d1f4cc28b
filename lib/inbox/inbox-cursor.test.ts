import { describe, expect, it } from "vitest";
import { inboxCursor, inboxCursorSchema } from "./inbox-cursor";

describe("the page cursor of Waiting for you", () => {
  const row = { at: new Date("2026-11-29T13:20:00.123Z"), id: "0f8e3c1a-5b2d-4c7e-9a10-1234567890ab" };

  it("reads back the row it was written from", () => {
    expect(inboxCursorSchema.parse(inboxCursor(row))).toEqual(row);
  });

  it("reads anything else as the first page, never an error", () => {
    for (const value of [undefined, "", "yesterday", "2026-11-29_x", "not-a-date_0f8e3c1a-5b2d-4c7e-9a10-1234567890ab"])
      expect(inboxCursorSchema.parse(value)).toBeUndefined();
    expect(inboxCursorSchema.parse(`${"9".repeat(80)}_${row.id}`)).toBeUndefined();
  });
});
