import type { AtsInfo } from "../info";

/** Lever as the settings page and the connection checks describe it. Browser-safe. */
export const leverInfo: AtsInfo = {
  label: "Lever",
  defaultBaseUrl: "https://api.lever.co",
  ownDomains: ["lever.co"],
  keyName: "API key",
  secretName: "Web hook signature token",
  noteName: "note",
  actingUserName: "perform_as user id",
  // Lever archives with a reason on reject and moves to a chosen stage on advance.
  settings: {
    scoreField: false,
    rejectReasonLabel: "Archive reason id (reject)",
    advanceStage: true,
    rejectStage: false,
  },
};
