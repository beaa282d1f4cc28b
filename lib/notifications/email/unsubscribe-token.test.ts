import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

describe("unsubscribe tokens", () => {
  it("carry the user and what to turn off", () => {
    const token = unsubscribeToken({ u: "user-1", k: "high-risk-completed" });
    expect(readUnsubscribeToken(token)).toEqual({ u: "user-1", k: "high-risk-completed" });
  });

  it("refuse a token whose payload was changed", () => {
    const token = unsubscribeToken({ u: "user-1", k: "digest" });
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: "user-2", k: "digest" })).toString("base64url")}.${signature}`;
    expect(readUnsubscribeToken(forged)).toBeNull();
  });

  it("refuse malformed and oversized tokens and unknown kinds", () => {
    expect(readUnsubscribeToken("")).toBeNull();
    expect(readUnsubscribeToken("abc")).toBeNull();
    expect(readUnsubscribeToken(`${"a".repeat(700)}.b`)).toBeNull();
    const token = unsubscribeToken({ u: "user-1", k: "digest" });
    expect(readUnsubscribeToken(`${token}x`)).toBeNull();
  });
});
