import { beforeEach, describe, expect, it, vi } from "vitest";

const mode = vi.hoisted(() => ({ sandbox: true }));
vi.mock("@/lib/env", () => ({
  env: { ATS_CALLBACK_HOSTS: "", CHAT_WEBHOOK_HOSTS: "", AUTH_SECRET: "a-test-secret" },
  get sandboxEnabled() {
    return mode.sandbox;
  },
  ownOrigin: "http://127.0.0.1:3742",
}));
const { atsBaseUrlRefusal, isCallbackHost } = await import("@/lib/ats/base-url");
const { chatUrlRefusal, isListedChatHost } = await import("@/lib/notifications/chat/url-policy");
const { sandboxAtsBaseUrl, sandboxChatUrl } = await import("./credentials");

beforeEach(() => {
  mode.sandbox = true;
});

describe("the app's own sandbox systems through the outbound guards", () => {
  it("lets each sandbox ATS connect to its own mount point, http on 127.0.0.1, in sandbox mode", () => {
    for (const ats of ["greenhouse", "lever", "ashby", "workable"] as const) {
      expect(sandboxAtsBaseUrl(ats)).toBe(`http://127.0.0.1:3742/api/sandbox-systems/${ats}`);
      expect(atsBaseUrlRefusal(ats, sandboxAtsBaseUrl(ats))).toBeNull();
      expect(isCallbackHost(new URL(`${sandboxAtsBaseUrl(ats)}/v1/applications`))).toBe(true);
    }
  });

  it.each([
    ["another ATS's mount point", "greenhouse", "http://127.0.0.1:3742/api/sandbox-systems/lever"],
    ["another ATS's mount point, for Workable", "workable", "http://127.0.0.1:3742/api/sandbox-systems/ashby"],
    ["the controls", "greenhouse", "http://127.0.0.1:3742/api/sandbox-systems/control"],
    [
      "a climb out of the mount point",
      "greenhouse",
      "http://127.0.0.1:3742/api/sandbox-systems/greenhouse/../../public",
    ],
    ["an encoded climb", "greenhouse", "http://127.0.0.1:3742/api/sandbox-systems/greenhouse/%2e%2e/%2e%2e/public"],
    ["the screening emulator", "greenhouse", "http://127.0.0.1:3742/api/public"],
    ["another port", "greenhouse", "http://127.0.0.1:3743/api/sandbox-systems/greenhouse"],
    ["localhost by name", "greenhouse", "http://localhost:3742/api/sandbox-systems/greenhouse"],
    ["a look-alike prefix", "greenhouse", "http://127.0.0.1:3742/api/sandbox-systems/greenhousex"],
    ["credentials", "greenhouse", "http://u:p@127.0.0.1:3742/api/sandbox-systems/greenhouse"],
  ] as const)("refuses %s", (_, ats, url) => {
    expect(atsBaseUrlRefusal(ats, url)).not.toBeNull();
  });

  it("refuses the sandbox's own address outside sandbox mode", () => {
    mode.sandbox = false;
    expect(atsBaseUrlRefusal("greenhouse", "http://127.0.0.1:3742/api/sandbox-systems/greenhouse")).not.toBeNull();
    expect(isCallbackHost(new URL("http://127.0.0.1:3742/api/sandbox-systems/greenhouse/v1/applications"))).toBe(false);
    expect(chatUrlRefusal("slack", "http://127.0.0.1:3742/api/sandbox-systems/chat/slack/abc")).not.toBeNull();
  });

  it("lets a chat channel post to the catcher under its own tool's path only", () => {
    const slack = sandboxChatUrl("slack");
    expect(slack).toMatch(/^http:\/\/127\.0\.0\.1:3742\/api\/sandbox-systems\/chat\/slack\/[\w-]{32}$/);
    expect(chatUrlRefusal("slack", slack)).toBeNull();
    expect(isListedChatHost(new URL(slack))).toBe(true);
    expect(chatUrlRefusal("teams", sandboxChatUrl("teams"))).toBeNull();
    expect(chatUrlRefusal("teams", slack)).not.toBeNull();
    expect(chatUrlRefusal("slack", "http://127.0.0.1:3742/api/sandbox-systems/control/chat")).not.toBeNull();
  });
});
