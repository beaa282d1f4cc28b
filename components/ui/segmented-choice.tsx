import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * One of a few options as a row of segments (radio buttons styled as a switch). With a `legend` the segments
 * are a fieldset of their own, which `disabled` turns off; without one they sit in the fieldset around them.
 */
export function SegmentedChoice<T extends string>({
  name,
  options,
  label,
  value,
  onChange,
  legend,
  disabled,
  className,
}: {
  name: string;
  options: readonly T[];
  label: (option: T) => ReactNode;
  value: T | null;
  onChange: (option: T) => void;
  legend?: string;
  disabled?: boolean;
  className?: string;
}) {
  const classes = cn("flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800", className);
  const segments = options.map((option) => (
    <label
      key={option}
      className="cursor-pointer rounded-md px-2.5 py-1 text-sm has-checked:bg-white has-checked:font-medium has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-indigo-500 has-disabled:cursor-not-allowed dark:has-checked:bg-zinc-950"
    >
      <input
        type="radio"
        className="sr-only"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
      />
      {label(option)}
    </label>
  ));
  if (legend === undefined) return <div className={classes}>{segments}</div>;
  return (
    <fieldset disabled={disabled} className={classes}>
      <legend className="sr-only">{legend}</legend>
      {segments}
    </fieldset>
  );
}
