import type { AtsInfo } from "../info";

/** Ashby as the settings page and the connection checks describe it. Browser-safe. */
export const ashbyInfo: AtsInfo = {
  label: "Ashby",
  defaultBaseUrl: "https://api.ashbyhq.com",
  ownDomains: ["ashbyhq.com"],
  keyName: "API key",
  secretName: "Web hook secret token",
  noteName: "note",
  actingUserName: null,
  // Ashby moves to a chosen stage on advance, and to an Archived stage with an archive reason on reject.
  settings: {
    scoreField: false,
    rejectReasonLabel: "Archive reason id (reject)",
    advanceStage: true,
    rejectStage: true,
  },
};
