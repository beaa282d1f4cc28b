import { describe, expect, it } from "vitest";
import { bearerMatches } from "./bearer";

const token = "0123456789abcdef0123";

describe("bearerMatches", () => {
  it("accepts the token as a bearer credential, whatever the scheme's case", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([null, "", "Bearer", "Bearer ", `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, token])(
    "refuses %j",
    (header) => {
      expect(bearerMatches(header, token)).toBe(false);
    },
  );
});
