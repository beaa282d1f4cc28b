import { ashbyInfo } from "./ashby/info";
import { greenhouseInfo } from "./greenhouse/info";
import type { AtsInfo } from "./info";
import { leverInfo } from "./lever/info";
import { workableInfo } from "./workable/info";

/**
 * The applicant tracking systems the dashboard connects to, each described by its folder (lib/ats/<kind>/info.ts);
 * its adapter is in the server-side registry (lib/ats/registry.ts). Browser-safe.
 */
export const atsInfo = {
  greenhouse: greenhouseInfo,
  lever: leverInfo,
  ashby: ashbyInfo,
  workable: workableInfo,
} satisfies Record<string, AtsInfo>;
export type AtsKind = keyof typeof atsInfo;
export const atsKinds = Object.keys(atsInfo) as [AtsKind, ...AtsKind[]];
export type { AtsInfo } from "./info";

/** The decisions the team records, and whether they move an application in the ATS. */
export const atsLinkModes = ["signed_in", "share_link"] as const;
export type AtsLinkMode = (typeof atsLinkModes)[number];
