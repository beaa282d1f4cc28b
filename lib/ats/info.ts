/** What the settings form offers for one ATS's write-back (registry data instead of per-ATS branches). */
export interface AtsSettingsCopy {
  /** Whether the ATS has a custom field the score can be written into. */
  scoreField: boolean;
  /** The label of the id a rejection names (a rejection or archive reason). */
  rejectReasonLabel: string;
  /** Whether an advance moves to a stage the admin names (else the ATS's next stage). */
  advanceStage: boolean;
  /** Whether a rejection moves to a stage the admin names (an Archived stage). */
  rejectStage: boolean;
}

export type NoteName = "note" | "comment";

/** A note's name as a heading or at the start of a sentence: "Note", or Workable's "Comment". */
export const noteHeading = (name: NoteName) => (name === "comment" ? "Comment" : "Note");

/** One ATS as the dashboard describes it: names, domains and the settings copy. Browser-safe. */
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
  /** What the ATS calls what the dashboard writes on an application ("note"; Workable's are comments). */
  noteName: NoteName;
  /** What the ATS calls the user notes are written as, or null when it needs none. */
  actingUserName: string | null;
  settings: AtsSettingsCopy;
}
