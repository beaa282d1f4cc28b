import { describe, expect, it } from "vitest";
import { redactQuerySecrets } from "./redact-query-secrets";

describe("query secrets in traced URLs", () => {
  it("replaces a password's value, keeps everything else", () => {
    expect(redactQuerySecrets("/sign-in?email=a%40b.test&password=hunter2&callbackUrl=%2F")).toBe(
      "/sign-in?email=a%40b.test&password=[redacted]&callbackUrl=%2F",
    );
    expect(redactQuerySecrets("/x?PassWord=1#frag")).toBe("/x?PassWord=[redacted]#frag");
    expect(redactQuerySecrets("/x?pass%77ord=1&token=abc")).toBe("/x?pass%77ord=[redacted]&token=[redacted]");
  });

  it("leaves a URL without secrets alone", () => {
    expect(redactQuerySecrets("/results/int_1?tab=flags")).toBe("/results/int_1?tab=flags");
    expect(redactQuerySecrets("/results/int_1")).toBe("/results/int_1");
  });
});
