"use client";

/** A person who may be asked to answer a calibration set. */
export interface Person {
  id: string;
  name: string;
}

/**
 * The members of a calibration set as checkboxes in a fieldset that scrolls on its own (a team can be long), with
 * how many are chosen. Controlled: the form holds the ids.
 */
export function MemberCheckboxes({
  idPrefix,
  people,
  value,
  onChange,
  error,
  disabled,
}: {
  idPrefix: string;
  people: Person[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const chosen = new Set(value);
  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <fieldset className="space-y-1.5" disabled={disabled} aria-describedby={errorId}>
      <legend className="text-sm font-medium">
        Members <span className="font-normal text-zinc-600 dark:text-zinc-400">({chosen.size} chosen)</span>
      </legend>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        They are told, and the set waits on their “Waiting for you” page until they decided every result.
      </p>
      <div className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-zinc-200 p-2 dark:border-zinc-700">
        {people.map((person) => (
          <div key={person.id} className="flex items-center gap-2 text-sm">
            <input
              id={`${idPrefix}-${person.id}`}
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={chosen.has(person.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, person.id] : value.filter((id) => id !== person.id))
              }
            />
            <label htmlFor={`${idPrefix}-${person.id}`} className="min-w-0 truncate">
              {person.name}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
