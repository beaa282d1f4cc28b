import "server-only";
import { db } from "@/lib/db/client";
import { hasRole, type Role } from "@/lib/auth/roles";
import {
  deliveries,
  digestFrequencies,
  kindInfo,
  notificationKinds,
  type Delivery,
  type DigestFrequency,
  type NotificationKind,
} from "./kinds";

export interface DigestChoice {
  frequency: DigestFrequency;
  /** 0–23, in the user's own time zone. */
  hour: number;
  /** 1 Monday … 7 Sunday (weekly digests). */
  weekday: number;
}

export const defaultDigest: DigestChoice = { frequency: "daily", hour: 8, weekday: 1 };

/** The kinds a role may subscribe to. */
export const kindsFor = (role: Role) => notificationKinds.filter((kind) => hasRole(role, kindInfo[kind].minimum));

const asDelivery = (value: string): Delivery | null =>
  (deliveries as readonly string[]).includes(value) ? (value as Delivery) : null;

/** One user's choice for every kind their role may have: their saved choice, else the role's default. */
export async function readPreferences(userId: string, role: Role): Promise<Record<NotificationKind, Delivery>> {
  const rows = await db.notificationPreference.findMany({ where: { userId } });
  const saved = new Map(rows.map((r) => [r.kind, asDelivery(r.delivery)]));
  return Object.fromEntries(
    kindsFor(role).map((kind) => [kind, saved.get(kind) ?? kindInfo[kind].defaults[role]]),
  ) as Record<NotificationKind, Delivery>;
}

export async function readDigest(userId: string): Promise<DigestChoice & { lastSentAt: Date | null }> {
  const row = await db.digestSetting.findUnique({ where: { userId } });
  if (!row) return { ...defaultDigest, lastSentAt: null };
  const frequency = (digestFrequencies as readonly string[]).includes(row.frequency)
    ? (row.frequency as DigestFrequency)
    : defaultDigest.frequency;
  return { frequency, hour: row.hour, weekday: row.weekday, lastSentAt: row.lastSentAt };
}

/** Saves a user's choices: kinds their role may not have are ignored. */
export async function savePreferences(
  userId: string,
  role: Role,
  choices: Partial<Record<NotificationKind, Delivery>>,
  digest: DigestChoice,
) {
  const allowed = new Set<string>(kindsFor(role));
  const rows = Object.entries(choices).filter(([kind]) => allowed.has(kind)) as [NotificationKind, Delivery][];
  await db.$transaction([
    ...rows.map(([kind, delivery]) =>
      db.notificationPreference.upsert({
        where: { userId_kind: { userId, kind } },
        create: { userId, kind, delivery },
        update: { delivery },
      }),
    ),
    db.digestSetting.upsert({ where: { userId }, create: { userId, ...digest }, update: digest }),
  ]);
}

/** The one-click unsubscribe: that kind off for that user, whatever it was. */
export async function turnOff(userId: string, kind: NotificationKind) {
  await db.notificationPreference.upsert({
    where: { userId_kind: { userId, kind } },
    create: { userId, kind, delivery: "off" },
    update: { delivery: "off" },
  });
}

/** Every kind this user hears of at once, off (the one-click link of a summary that mixes kinds). */
export async function turnOffAlerts(userId: string, role: Role) {
  const current = await readPreferences(userId, role);
  const now = Object.entries(current).filter(([, delivery]) => delivery === "now") as [NotificationKind, Delivery][];
  for (const [kind] of now) await turnOff(userId, kind);
}

/** The digest off (the digest email's own unsubscribe link). */
export async function turnOffDigest(userId: string) {
  await db.digestSetting.upsert({
    where: { userId },
    create: { userId, ...defaultDigest, frequency: "off" },
    update: { frequency: "off" },
  });
}

/**
 * Who is told of an event of `kind`, and how: active users whose role may have it and whose choice (or role
 * default) is not off, among `among` when given. One read of the users and one of their saved choices.
 */
export async function subscribers(
  kind: NotificationKind,
  among?: readonly string[],
): Promise<{ userId: string; delivery: Exclude<Delivery, "off"> }[]> {
  if (among && among.length === 0) return [];
  const users = await db.user.findMany({
    where: { disabledAt: null, ...(among ? { id: { in: [...among] } } : {}) },
    select: { id: true, role: true },
  });
  const eligible = users.filter((u) => hasRole(u.role, kindInfo[kind].minimum));
  if (!eligible.length) return [];
  const saved = await db.notificationPreference.findMany({
    where: { kind, userId: { in: eligible.map((u) => u.id) } },
  });
  const choice = new Map(saved.map((s) => [s.userId, asDelivery(s.delivery)]));
  return eligible.flatMap((u) => {
    const delivery = choice.get(u.id) ?? kindInfo[kind].defaults[u.role];
    return delivery === "off" ? [] : [{ userId: u.id, delivery }];
  });
}
