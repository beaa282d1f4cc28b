import type { AtsInfo } from "../info";

/** Workable as the settings page and the connection checks describe it. Browser-safe. */
export const workableInfo: AtsInfo = {
  label: "Workable",
  // Each account has its own origin (workable.readme.io: https://{subdomain}.workable.com/spi/v3); the admin puts
  // the account's subdomain in place of <subdomain>, and the adapter appends /spi/v3/….
  defaultBaseUrl: "https://<subdomain>.workable.com",
  ownDomains: ["workable.com"],
  keyName: "API access token",
  // Workable signs web hooks with the account token itself (or an OAuth app's client secret), not a secret of
  // their own: the admin enters the token again here.
  secretName: "Web hook signing key (the same access token)",
  noteName: "comment",
  actingUserName: "Member id (member_id)",
  // A move names its target stage (a stage slug); a rejection is a disqualification with an optional reason id.
  settings: {
    scoreField: false,
    rejectReasonLabel: "Disqualification reason id (reject)",
    advanceStage: true,
    rejectStage: false,
  },
};
