import { deliveries, deliveryLabels, kindInfo, type Delivery, type NotificationKind } from "@/lib/notifications/kinds";
import { Card } from "@/components/ui/card";
import { SegmentedChoice } from "@/components/ui/segmented-choice";

/** Each kind of notification with its three choices: email now, digest, off. */
export function KindChoices({
  kinds,
  choices,
  onChange,
}: {
  kinds: NotificationKind[];
  choices: Record<NotificationKind, Delivery>;
  onChange: (choices: Record<NotificationKind, Delivery>) => void;
}) {
  return (
    <Card aria-labelledby="alerts-heading" as="section">
      <h2 id="alerts-heading" className="font-semibold">
        What to tell you
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        “Email now” gathers what happens within a minute into one email; a burst (a bulk job completing thousands of
        screens) is one summary.
      </p>
      <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
        {kinds.map((kind) => (
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
                onChange={(delivery) => onChange({ ...choices, [kind]: delivery })}
                className="shrink-0"
              />
            </fieldset>
          </li>
        ))}
      </ul>
    </Card>
  );
}
