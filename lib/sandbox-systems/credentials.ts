import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env, ownOrigin, sandboxEnabled } from "@/lib/env";
import type { SandboxAts, SandboxChatProvider } from "./systems";

/**
 * The sandbox systems' keys and secrets, derived from AUTH_SECRET: the mounted emulator and the one-click
 * connection compute the same ones without storing or passing them, and nobody without the server's secret can
 * call the emulated ATSs, post to the chat catcher or use the controls.
 */
const derive = (purpose: string) =>
  createHmac("sha256", env.AUTH_SECRET).update(`sandbox-systems\u0000${purpose}`).digest("base64url").slice(0, 32);

const prefix = { greenhouse: "gh_sbx_", lever: "lever_sbx_", ashby: "ashby_sbx_" } as const;

/** The sandbox ATS's API key and web-hook secret, and the user its writes are made as. */
export const sandboxAtsCredentials = (ats: SandboxAts) => ({
  apiKey: `${prefix[ats]}${derive(`${ats}:key`)}`,
  webhookSecret: derive(`${ats}:webhook-secret`),
  actingUserId: ats === "ashby" ? null : ats === "greenhouse" ? "4080" : "b0a7c3e2-5d1f-4e8a-9c6b-2f4d8e1a7c30",
});

/** Where the app mounts a sandbox system, on its own origin (the address the server calls itself at). */
const mountPoint = (system: string) => `${ownOrigin}/api/sandbox-systems/${system}`;

/** The sandbox ATS's API base URL: the adapters append the ATS's own paths (/v1/… or /application.list). */
export const sandboxAtsBaseUrl = (ats: SandboxAts) => mountPoint(ats);

/** The sandbox chat channel's incoming-webhook URL: its last part is the secret part, as Slack's and Teams' are. */
export const sandboxChatUrl = (provider: SandboxChatProvider) =>
  `${mountPoint("chat")}/${provider}/${derive(`chat:${provider}`)}`;

/** Whether `token` is the chat catcher's path secret for `provider`. */
export const isSandboxChatToken = (provider: SandboxChatProvider, token: string) =>
  sameText(token, derive(`chat:${provider}`));

/** The bearer token the dashboard's server uses for the sandbox systems' controls (never sent to a browser). */
export const sandboxControlAuthorization = () => `Bearer ${derive("control")}`;

/** Whether a request to a control route carries the control token, and sandbox mode is on. */
export const isSandboxControlCall = (request: Request) =>
  sandboxEnabled && sameText(request.headers.get("authorization") ?? "", sandboxControlAuthorization());

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
