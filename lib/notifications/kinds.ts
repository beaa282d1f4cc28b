import type { Role } from "@/lib/auth/roles";

/**
 * What the dashboard can tell a person about, who may subscribe to each, and each role's default. Plain values:
 * the settings form imports this in the browser.
 */
export const notificationKinds = [
  "high-risk-completed",
  "my-screen-completed",
  "second-opinion-requested",
  "calibration-assigned",
  "job-finished",
  "sync-failing",
  "ats-failing",
  "webhook-backlog",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const deliveries = ["now", "digest", "off"] as const;
export type Delivery = (typeof deliveries)[number];

export const deliveryLabels: Record<Delivery, string> = {
  now: "Email now",
  digest: "In my digest",
  off: "Off",
};

interface KindInfo {
  label: string;
  /** A team chat channel's words for it, where a channel has no "me" (the label otherwise). */
  channelLabel?: string;
  /** Why a message names an item, in a few words. */
  reason: string;
  description: string;
  /** The least role that may subscribe (admins-only kinds tell of the whole instance's health). */
  minimum: Role;
  defaults: Record<Role, Delivery>;
}

export const kindInfo: Record<NotificationKind, KindInfo> = {
  "high-risk-completed": {
    reason: "High integrity risk",
    label: "A screen completed with high integrity risk",
    description: "Any screen of the organization whose integrity risk is high or that has a critical flag.",
    minimum: "recruiter",
    defaults: { recruiter: "now", manager: "digest", admin: "digest" },
  },
  "my-screen-completed": {
    reason: "You follow this candidate",
    label: "A result I am reviewing, or a candidate I issued, completed",
    description: "Screens of candidates you issued a screen to or wrote a note, decision or verdict on.",
    minimum: "recruiter",
    defaults: { recruiter: "now", manager: "now", admin: "digest" },
  },
  "second-opinion-requested": {
    reason: "You were asked",
    label: "Someone asked me for a second opinion",
    channelLabel: "Someone was asked for a second opinion",
    description: "A teammate named you to agree (or not) with a confirmed integrity flag.",
    minimum: "recruiter",
    defaults: { recruiter: "now", manager: "now", admin: "now" },
  },
  "calibration-assigned": {
    reason: "Calibration round",
    label: "I was added to a calibration round",
    channelLabel: "People were added to a calibration round",
    description: "An admin asked you to answer a calibration set, with its due date.",
    minimum: "recruiter",
    defaults: { recruiter: "now", manager: "now", admin: "now" },
  },
  "job-finished": {
    reason: "Your job",
    label: "A bulk or import job of mine finished or failed",
    description: "Jobs you started, when every row is done.",
    minimum: "recruiter",
    defaults: { recruiter: "now", manager: "now", admin: "now" },
  },
  "sync-failing": {
    reason: "Sync health",
    label: "The sync is failing",
    description: "A reconcile of the dashboard's copy against the service ended in an error.",
    minimum: "admin",
    defaults: { recruiter: "off", manager: "off", admin: "now" },
  },
  "ats-failing": {
    reason: "ATS deliveries",
    label: "ATS deliveries are failing",
    description: "A note, file or stage move for an ATS was given up after its retries.",
    minimum: "admin",
    defaults: { recruiter: "off", manager: "off", admin: "now" },
  },
  "webhook-backlog": {
    reason: "Webhook processing",
    label: "Webhooks are piling up",
    description: "Events from the service have waited more than five minutes to be processed.",
    minimum: "admin",
    defaults: { recruiter: "off", manager: "off", admin: "now" },
  },
};

/** Kinds a chat channel may receive: the team-wide ones (a channel has no "mine"). */
export const channelKinds = [
  "high-risk-completed",
  "second-opinion-requested",
  "calibration-assigned",
  "job-finished",
  "sync-failing",
  "ats-failing",
  "webhook-backlog",
] as const satisfies readonly NotificationKind[];
export type ChannelKind = (typeof channelKinds)[number];

/** How a chat channel names a kind: its own words where "me" would make no sense, else the label without "of mine". */
export const channelLabel = (kind: NotificationKind) =>
  kindInfo[kind].channelLabel ?? kindInfo[kind].label.replace(" of mine", "");

export const digestFrequencies = ["daily", "weekly", "off"] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];
