import type { AtsInfo } from "../info";

/** Greenhouse as the settings page and the connection checks describe it. Browser-safe. */
export const greenhouseInfo: AtsInfo = {
  label: "Greenhouse",
  defaultBaseUrl: "https://harvest.greenhouse.io",
  ownDomains: ["greenhouse.io"],
  keyName: "Harvest API key",
  secretName: "Web hook secret key",
  noteName: "note",
  actingUserName: "On-Behalf-Of user id",
  // Harvest writes a score into an application custom field; a rejection names a rejection reason and an advance
  // moves to the next stage (no stage to choose).
  settings: {
    scoreField: true,
    rejectReasonLabel: "Rejection reason id (reject)",
    advanceStage: false,
    rejectStage: false,
  },
};
