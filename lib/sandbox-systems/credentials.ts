import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env, ownOrigin, sandboxEnabled } from "@/lib/env";
import { deriveSandboxSecret } from "./derive-secret";
import type { SandboxAts, SandboxChatProvider } from "./systems";

/**
 * The sandbox systems' keys and secrets, derived from AUTH_SECRET: the mounted emulator and the one-click
 * connection compute the same ones without storing or passing them, and nobody without the server's secret can
 * call the emulated ATSs, post to the chat catcher or use the controls.
 */
const derive = (purpose: string) => deriveSandboxSecret(env.AUTH_SECRET, purpose);

const prefix = { greenhouse: "gh_sbx_", lever: "lever_sbx_", ashby: "ashby_sbx_", workable: "wk_sbx_" } as const;

/** The user (Workable: the member) each sandbox ATS's writes are made as; Ashby has none. */
const actingUser = {
  greenhouse: "4080",
  lever: "b0a7c3e2-5d1f-4e8a-9c6b-2f4d8e1a7c30",
  ashby: null,
  workable: "2c5e9a71",
} as const;

/** The sandbox ATS's API key and web-hook secret, and the user its writes are made as. */
export function sandboxAtsCredentials(ats: SandboxAts) {
  const apiKey = `${prefix[ats]}${derive(`${ats}:key`)}`;
  return {
    apiKey,
    // Workable signs its web hooks with the account token itself (lib/ats/workable/webhook.ts).
    webhookSecret: ats === "workable" ? apiKey : derive(`${ats}:webhook-secret`),
    actingUserId: actingUser[ats],
  };
}

/** Where the app mounts a sandbox system, on its own origin (the address the server calls itself at). */
const mountPoint = (system: string) => `${ownOrigin}/api/sandbox-systems/${system}`;

/** The sandbox ATS's API base URL: the adapters append the ATS's own paths (/v1/…, /application.list, /spi/v3/…). */
export const sandboxAtsBaseUrl = (ats: SandboxAts) => mountPoint(ats);

/**
 * Where a sandbox ATS delivers its web hooks: the dashboard's own receiver, at the address the server calls itself
 * at, as the real ATS is set up to (Workable: the one target its subscriptions accept).
 */
export const sandboxWebhookTarget = (ats: SandboxAts) => `${ownOrigin}/api/ats/${ats}/webhook`;

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
