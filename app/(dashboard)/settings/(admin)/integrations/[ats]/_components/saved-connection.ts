import type { AtsLinkMode } from "@/lib/ats/kinds";

/** A saved connection as its form shows it: secrets only as their hints. */
export interface Saved {
  apiKeyHint: string;
  webhookSecretHint: string;
  baseUrl: string;
  dashboardOrigin: string;
  actingUserId: string | null;
  linkMode: AtsLinkMode;
  scoreFieldId: string | null;
  moveOnDecision: boolean;
  rejectReasonId: string | null;
  advanceStageId: string | null;
  rejectStageId: string | null;
  pollEnabled: boolean;
}
