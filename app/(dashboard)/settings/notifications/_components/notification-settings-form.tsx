"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import type { Delivery, NotificationKind } from "@/lib/notifications/kinds";
import { saveNotificationSettingsAction, sendDigestNowAction, sendTestEmailAction } from "../actions";
import { DigestSchedule, type Digest } from "./digest-schedule";
import { KindChoices } from "./kind-choices";

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
  const [testing, startTest] = useTransition();
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
  const sendTest = () =>
    startTest(async () => {
      const result = await sendTestEmailAction({});
      if (!result.ok) return void toast.error(result.message);
      const { to, mode } = result.data;
      toast.success(
        mode === "catcher"
          ? `Test email kept for ${to} in the sandbox's Sent mail (Settings → Sent mail, for admins).`
          : `Test email sent to ${to}: look in your inbox.`,
      );
    });
  return (
    <form
      className="max-w-3xl space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <KindChoices kinds={props.kinds} choices={choices} onChange={setChoices} />
      <DigestSchedule
        digest={digest}
        onChange={setDigest}
        lastDigestAt={props.lastDigestAt}
        timeZone={props.timeZone}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save notification settings"}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={sendNow}>
          {sending ? "Sending…" : "Send my digest now"}
        </Button>
        <Button variant="secondary" disabled={testing} onClick={sendTest}>
          {testing ? "Sending…" : "Send a test email"}
        </Button>
      </div>
    </form>
  );
}
