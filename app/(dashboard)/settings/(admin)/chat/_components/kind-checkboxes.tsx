import { channelKinds, channelLabel, type ChannelKind } from "@/lib/notifications/kinds";

/** The kinds of update a channel receives, as checkboxes in a fieldset. */
export function KindCheckboxes({
  legend,
  idPrefix,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  idPrefix: string;
  value: ChannelKind[];
  onChange: (kinds: ChannelKind[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-1.5" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {channelKinds.map((kind) => (
        <div key={kind} className="flex items-start gap-2 text-sm">
          <input
            id={`${idPrefix}-${kind}`}
            type="checkbox"
            className="mt-0.5 size-4 accent-indigo-600"
            checked={value.includes(kind)}
            onChange={(e) => onChange(e.target.checked ? [...value, kind] : value.filter((k) => k !== kind))}
          />
          {/* A channel has no "mine": it hears of every job, and of every person asked. */}
          <label htmlFor={`${idPrefix}-${kind}`}>{channelLabel(kind)}</label>
        </div>
      ))}
    </fieldset>
  );
}
