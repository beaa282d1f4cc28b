"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import {
  deliveries,
  deliveryLabels,
  kindInfo,
  type Delivery,
  type DigestFrequency,
  type NotificationKind,
} from "@/lib/notifications/kinds";
import { formatDateTime } from "@/lib/utils/format";
import { saveNotificationSettingsAction, sendDigestNowAction } from "../actions";
import { Card } from "@/components/ui/card";
import { SegmentedChoice } from "@/components/ui/segmented-choice";

interface Digest {
  frequency: DigestFrequency;
  hour: number;
  weekday: number;
}

const hours = Array.from({ length: 24 }, (_, h) => h);
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Each kind as three choices (email now, digest, off), then the digest's own schedule. */
export function NotificationSettingsForm(props: {
  kinds: NotificationKind[];
  choices: Record<NotificationKind, Delivery>;
  digest: Digest;
  lastDigestAt: string | null;
  timeZone: string;
}) {
  const [choices, setChoices] = useState(props.choices);
  const [digest, setDigest] = useState(props.digest);
  const [saving, startSave] = useTransition();
  const [sending, startSend] = useTransition();
  const save = () =>
    startSave(async () => {
      const result = await saveNotificationSettingsAction({ choices, digest });
      if (result.ok) toast.success("Notification settings saved.");
      else toast.error(result.message);
    });
  const sendNow = () =>
    startSend(async () => {
      const result = await sendDigestNowAction({});
      if (result.ok) toast.success(`Your digest is on its way to ${result.data.email}.`);
      else toast.error(result.message);
    });
  return (
    <form
      className="max-w-3xl space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Card aria-labelledby="alerts-heading" as="section">
        <h2 id="alerts-heading" className="font-semibold">
          What to tell you
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          “Email now” gathers what happens within a minute into one email; a burst (a bulk job completing thousands of
          screens) is one summary.
        </p>
        <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
          {props.kinds.map((kind) => (
            <li key={kind} className="py-3">
              <fieldset className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <legend className="sr-only">{kindInfo[kind].label}</legend>
                <div aria-hidden className="text-sm">
                  <p className="font-medium">{kindInfo[kind].label}</p>
                  <p className="text-zinc-600 dark:text-zinc-400">{kindInfo[kind].description}</p>
                </div>
                <SegmentedChoice
                  name={kind}
                  options={deliveries}
                  label={(delivery) => deliveryLabels[delivery]}
                  value={choices[kind]}
                  onChange={(delivery) => setChoices({ ...choices, [kind]: delivery })}
                  className="shrink-0"
                />
              </fieldset>
            </li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="digest-heading" as="section" className="space-y-4">
        <div>
          <h2 id="digest-heading" className="font-semibold">
            Your digest
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            What completed, what waits for your decision and what changed, in one email.
            {props.lastDigestAt
              ? ` The last one covered up to ${formatDateTime(props.lastDigestAt, props.timeZone)}.`
              : " None sent yet."}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="How often" htmlFor="digest-frequency">
            <Select
              id="digest-frequency"
              className="w-full"
              value={digest.frequency}
              onChange={(e) => setDigest({ ...digest, frequency: e.target.value as DigestFrequency })}
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
                onChange={(e) => setDigest({ ...digest, weekday: Number(e.target.value) })}
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
            <Field label="At" htmlFor="digest-hour" hint={props.timeZone.replaceAll("_", " ")}>
              <Select
                id="digest-hour"
                className="w-full"
                value={digest.hour}
                onChange={(e) => setDigest({ ...digest, hour: Number(e.target.value) })}
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save notification settings"}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={sendNow}>
          {sending ? "Sending…" : "Send my digest now"}
        </Button>
      </div>
    </form>
  );
}
