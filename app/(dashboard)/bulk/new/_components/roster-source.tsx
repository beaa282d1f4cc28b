"use client";

export type RosterSource = "file" | "table";

const choices: Array<{ value: RosterSource; label: string; hint: string }> = [
  {
    value: "file",
    label: "Import a file",
    hint: "Your ATS or spreadsheet export; new people are created as candidates first.",
  },
  { value: "table", label: "Choose from candidates", hint: "Pick people, or every candidate matching a filter." },
];

/** Where the people come from: a file or the candidates table. Radios, so arrow keys move between them. */
export function RosterSourceChoice({
  value,
  onChange,
}: {
  value: RosterSource;
  onChange: (source: RosterSource) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Where the candidates come from</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-300 p-3 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-zinc-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950/50"
        >
          <input
            type="radio"
            name="roster-source"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-0.5 size-4 accent-indigo-600"
          />
          <span>
            <span className="block font-medium">{choice.label}</span>
            <span className="block text-xs text-zinc-600 dark:text-zinc-400">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
