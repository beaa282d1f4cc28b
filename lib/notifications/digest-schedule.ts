import "server-only";
import { db } from "@/lib/db/client";
import { enqueueOutbox } from "@/lib/outbox/enqueue";
import { isTimeZone } from "@/lib/utils/format";
import { defaultDigest } from "./preferences";
import { digestFrequencies, type DigestFrequency } from "./kinds";

const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The local date, hour (0–23) and weekday (1 Monday … 7 Sunday) of `now` in a time zone. Pure. */
export function localClock(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: isTimeZone(timeZone) ? timeZone : "UTC",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: weekdays.indexOf(parts.weekday ?? "") + 1,
  };
}

/** Whether a digest is due at `now` for this choice: its hour (and weekday) in the reader's own zone. Pure. */
export function digestDue(
  choice: { frequency: DigestFrequency; hour: number; weekday: number },
  timeZone: string,
  now: Date,
) {
  if (choice.frequency === "off") return false;
  const clock = localClock(now, timeZone);
  return clock.hour === choice.hour && (choice.frequency === "daily" || clock.weekday === choice.weekday);
}

/**
 * Run hourly (a scheduled job): enqueues the digest of every active user whose hour it is in their own time zone,
 * once per local date whatever how often it runs. Users are few (the dashboard's team), so this reads them all.
 */
export async function enqueueDueDigests(now = new Date()) {
  const users = await db.user.findMany({ where: { disabledAt: null }, select: { id: true, timeZone: true } });
  const settings = new Map(
    (await db.digestSetting.findMany({ where: { userId: { in: users.map((u) => u.id) } } })).map((s) => [s.userId, s]),
  );
  const due = users.flatMap((user) => {
    const saved = settings.get(user.id);
    const frequency = (digestFrequencies as readonly string[]).includes(saved?.frequency ?? "")
      ? (saved!.frequency as DigestFrequency)
      : defaultDigest.frequency;
    const choice = {
      frequency,
      hour: saved?.hour ?? defaultDigest.hour,
      weekday: saved?.weekday ?? defaultDigest.weekday,
    };
    const zone = user.timeZone ?? "UTC";
    return digestDue(choice, zone, now) ? [{ userId: user.id, date: localClock(now, zone).date }] : [];
  });
  return enqueueOutbox(
    db,
    due.map(({ userId, date }) => ({
      targetKind: "email",
      idempotencyKey: `digest:${userId}:${date}`,
      payload: { type: "digest", userId, force: false },
    })),
  );
}

/** "Send my digest now": one at once, whatever the schedule (it covers the same period the next would). */
export async function enqueueDigestNow(userId: string, now = new Date()) {
  await enqueueOutbox(db, [
    {
      targetKind: "email",
      idempotencyKey: `digest-now:${userId}:${now.getTime()}`,
      payload: { type: "digest", userId, force: true },
    },
  ]);
}
