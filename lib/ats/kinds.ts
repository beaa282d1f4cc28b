import { z } from "zod";

/** The applicant tracking systems the dashboard connects to. Browser-safe. */
export const atsKinds = ["greenhouse", "lever", "ashby"] as const;
export const atsKindSchema = z.enum(atsKinds);
export type AtsKind = z.infer<typeof atsKindSchema>;

export interface AtsInfo {
  label: string;
  /** The API origin the ATS documents; paths are appended as its docs write them (/v1/… for Harvest and Lever). */
  defaultBaseUrl: string;
  /** Base URLs must be https on these domains (or a host in ATS_CALLBACK_HOSTS). */
  ownDomains: readonly string[];
  /** What the ATS calls the key the dashboard needs. */
  keyName: string;
  /** What the ATS calls the web-hook secret. */
  secretName: string;
  /** What the ATS calls the user notes are written as, or null when it needs none. */
  actingUserName: string | null;
}

export const atsInfo: Record<AtsKind, AtsInfo> = {
  greenhouse: {
    label: "Greenhouse",
    defaultBaseUrl: "https://harvest.greenhouse.io",
    ownDomains: ["greenhouse.io"],
    keyName: "Harvest API key",
    secretName: "Web hook secret key",
    actingUserName: "On-Behalf-Of user id",
  },
  lever: {
    label: "Lever",
    defaultBaseUrl: "https://api.lever.co",
    ownDomains: ["lever.co"],
    keyName: "API key",
    secretName: "Web hook signature token",
    actingUserName: "perform_as user id",
  },
  ashby: {
    label: "Ashby",
    defaultBaseUrl: "https://api.ashbyhq.com",
    ownDomains: ["ashbyhq.com"],
    keyName: "API key",
    secretName: "Web hook secret token",
    actingUserName: null,
  },
};

/** The decisions the team records, and whether they move an application in the ATS. */
export const atsLinkModes = ["signed_in", "share_link"] as const;
export const atsLinkModeSchema = z.enum(atsLinkModes);
export type AtsLinkMode = z.infer<typeof atsLinkModeSchema>;
