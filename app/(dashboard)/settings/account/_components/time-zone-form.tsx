"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { useBrowserZone, useCurrentMinute } from "@/components/time/time-zone";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { formatDateTime } from "@/lib/utils/format";
import { setTimeZoneAction } from "../actions";
import { Card } from "@/components/ui/card";

/** The zone every time in the dashboard is shown in, for this user; exports stay in UTC. */
export function TimeZoneForm({ current, zones }: { current: string; zones: string[] }) {
  const [zone, setZone] = useState(current);
  const [pending, start] = useTransition();
  const browser = useBrowserZone();
  const minute = useCurrentMinute();
  // Saving needs the page to run: until then the buttons wait, rather than submit a plain form that saves nothing.
  const ready = minute !== null;
  const save = (timeZone: string) =>
    start(async () => {
      const result = await setTimeZoneAction({ timeZone });
      if (result.ok) {
        setZone(result.data.timeZone);
        toast.success(`Times are now shown in ${result.data.timeZone}.`);
      } else toast.error(result.message);
    });
  return (
    <Card aria-labelledby="time-zone-heading" as="section" className="space-y-4">
      <h2 id="time-zone-heading" className="font-semibold">
        Time zone
      </h2>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save(zone);
        }}
      >
        <Field
          label="Show times in"
          htmlFor="time-zone"
          hint={`${minute === null ? "" : `Now is ${formatDateTime(new Date(minute * 60_000), zone)} there. `}CSV exports stay in UTC.`}
        >
          <Select id="time-zone" className="w-full" value={zone} onChange={(event) => setZone(event.target.value)}>
            {(zones.includes(zone) ? zones : [zone, ...zones]).map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending || !ready}>
            {pending ? "Saving…" : "Save time zone"}
          </Button>
          {browser && browser !== current && (
            <Button variant="secondary" disabled={pending} onClick={() => save(browser)}>
              Use this browser&apos;s zone ({browser.replaceAll("_", " ")})
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
