import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { DigestFrequency } from "@/lib/notifications/kinds";
import { formatDateTime } from "@/lib/utils/format";
import { Card } from "@/components/ui/card";

export interface Digest {
  frequency: DigestFrequency;
  hour: number;
  weekday: number;
}

const hours = Array.from({ length: 24 }, (_, h) => h);
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** How often the digest comes, on which day and at what hour of the reader's time zone, and when the last one was. */
export function DigestSchedule({
  digest,
  onChange,
  lastDigestAt,
  timeZone,
}: {
  digest: Digest;
  onChange: (digest: Digest) => void;
  lastDigestAt: string | null;
  timeZone: string;
}) {
  return (
    <Card aria-labelledby="digest-heading" as="section" className="space-y-4">
      <div>
        <h2 id="digest-heading" className="font-semibold">
          Your digest
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          What completed, what waits for your decision and what changed, in one email.
          {lastDigestAt ? ` The last one covered up to ${formatDateTime(lastDigestAt, timeZone)}.` : " None sent yet."}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="How often" htmlFor="digest-frequency">
          <Select
            id="digest-frequency"
            className="w-full"
            value={digest.frequency}
            onChange={(e) => onChange({ ...digest, frequency: e.target.value as DigestFrequency })}
          >
            <option value="daily">Every day</option>
            <option value="weekly">Every week</option>
            <option value="off">Never</option>
          </Select>
        </Field>
        {digest.frequency === "weekly" && (
          <Field label="On" htmlFor="digest-weekday">
            <Select
              id="digest-weekday"
              className="w-full"
              value={digest.weekday}
              onChange={(e) => onChange({ ...digest, weekday: Number(e.target.value) })}
            >
              {weekdays.map((day, i) => (
                <option key={day} value={i + 1}>
                  {day}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {digest.frequency !== "off" && (
          <Field label="At" htmlFor="digest-hour" hint={timeZone.replaceAll("_", " ")}>
            <Select
              id="digest-hour"
              className="w-full"
              value={digest.hour}
              onChange={(e) => onChange({ ...digest, hour: Number(e.target.value) })}
            >
              {hours.map((h) => (
                <option key={h} value={h}>
                  {`${String(h).padStart(2, "0")}:00`}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
    </Card>
  );
}
