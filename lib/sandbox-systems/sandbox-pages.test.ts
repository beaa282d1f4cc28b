import { describe, expect, it } from "vitest";
import { isMissingSandboxPage } from "./sandbox-pages";

describe("isMissingSandboxPage", () => {
  it("misses every sandbox-only page outside sandbox mode", () => {
    for (const path of [
      "/settings/integrations/greenhouse/sandbox",
      "/settings/integrations/ashby/sandbox",
      "/settings/sent-chat",
      "/share/results/abc",
    ])
      expect(isMissingSandboxPage(path, false), path).toBe(true);
  });

  it("has them in sandbox mode, but no sandbox page for an ATS the sandbox does not mount", () => {
    expect(isMissingSandboxPage("/settings/integrations/lever/sandbox", true)).toBe(false);
    expect(isMissingSandboxPage("/settings/sent-chat", true)).toBe(false);
    expect(isMissingSandboxPage("/share/results/abc", true)).toBe(false);
    expect(isMissingSandboxPage("/settings/integrations/taleo/sandbox", true)).toBe(true);
  });

  it("leaves every other page alone", () => {
    for (const path of ["/settings/integrations/greenhouse", "/settings/sent-mail", "/settings/sent-chat/x", "/"])
      for (const sandbox of [true, false]) expect(isMissingSandboxPage(path, sandbox), path).toBe(false);
  });
});
