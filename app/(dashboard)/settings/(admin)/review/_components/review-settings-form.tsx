"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { SaveForm } from "@/components/ui/save-form";
import { Textarea } from "@/components/ui/textarea";
import { flagLevels } from "@/lib/api-contract/statuses";
import { blindableRoles } from "@/lib/review/blindable-roles";
import type { ReviewSettings } from "@/lib/review/review-settings-schema";
import { setReviewSettingsAction } from "../actions";

const card =
  "max-w-2xl space-y-3 rounded-xl border border-zinc-200 bg-white p-5 text-sm dark:border-zinc-800 dark:bg-zinc-900";
const check = "mt-0.5 size-4 rounded border-zinc-300 accent-indigo-600";
const blindLabels = { recruiter: "recruiters", manager: "hiring managers" } as const;
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function Toggle({
  checked,
  onChange,
  label,
  text,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  text: string;
}) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className={check} />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-zinc-600 dark:text-zinc-400">{text}</span>
      </span>
    </label>
  );
}

/** The admin's review rules; every part saves together and is audited. */
export function ReviewSettingsForm({ initial }: { initial: ReviewSettings }) {
  const [confirmed, setConfirmed] = useState(initial.reasons.confirmed.join("\n"));
  const [cleared, setCleared] = useState(initial.reasons.cleared.join("\n"));
  const [levels, setLevels] = useState<string[]>(initial.secondOpinionLevels);
  const [hideOthers, setHideOthers] = useState(initial.hideOthersUntilOwn);
  const [blind, setBlind] = useState<ReviewSettings["blindRoles"]>(initial.blindRoles);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, start] = useTransition();
  const save = () =>
    start(async () => {
      const result = await setReviewSettingsAction({
        reasons: { confirmed: lines(confirmed), cleared: lines(cleared) },
        secondOpinionLevels: levels as ReviewSettings["secondOpinionLevels"],
        hideOthersUntilOwn: hideOthers,
        blindRoles: blind,
      });
      if (result.ok) {
        setErrors({});
        toast.success("Review settings saved.");
      } else {
        setErrors(result.fieldErrors ?? {});
        toast.error(result.message);
      }
    });
  const reasonsError = errors.reasons?.[0];
  return (
    <SaveForm onSave={save} pending={pending} className="space-y-6">
      <fieldset className={card}>
        <legend className="font-semibold">Verdict reasons</legend>
        <p className="text-zinc-600 dark:text-zinc-400">
          One per line. Each kind of flag (location, network, paste activity, tab switching, someone else present, AI
          tool use) offers its own reasons first; these apply to every kind beside them, and alone to checks the
          dashboard does not know. A reviewer may also choose Other and say why in the note. Verdicts already given keep
          their reasons.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="space-y-1">
            <span className="font-medium">Reasons to confirm</span>
            <Textarea rows={5} value={confirmed} onChange={(e) => setConfirmed(e.target.value)} />
          </label>
          <label className="space-y-1">
            <span className="font-medium">Reasons to clear</span>
            <Textarea rows={5} value={cleared} onChange={(e) => setCleared(e.target.value)} />
          </label>
        </div>
        {reasonsError && <p className="text-red-700 dark:text-red-400">{reasonsError}</p>}
      </fieldset>
      <fieldset className={card}>
        <legend className="font-semibold">Second opinion</legend>
        <p className="text-zinc-600 dark:text-zinc-400">
          A confirmed flag of a chosen level needs a second, different reviewer to agree before anyone can record a
          reject for that result.
        </p>
        {flagLevels.map((level) => (
          <Toggle
            key={level}
            label={`${level[0]!.toUpperCase()}${level.slice(1)} flags`}
            text={`A confirmed ${level} flag needs a second opinion.`}
            checked={levels.includes(level)}
            onChange={(on) => setLevels(on ? [...levels, level] : levels.filter((l) => l !== level))}
          />
        ))}
      </fieldset>
      <fieldset className={card}>
        <legend className="font-semibold">Independent decisions</legend>
        <Toggle
          label="Hide other reviewers' decisions until one's own is recorded"
          text="For everyone but admins: other reviewers' decisions on a result show once you recorded yours."
          checked={hideOthers}
          onChange={setHideOthers}
        />
      </fieldset>
      <fieldset className={card}>
        <legend className="font-semibold">Blind review</legend>
        <p className="text-zinc-600 dark:text-zinc-400">
          Candidates appear as a pseudonym such as &ldquo;Candidate 7F3KQ2&rdquo;: their names, emails, ATS ids, Scout
          findings and IP locations never reach the reviewer&apos;s browser, on any page, export, search, share link or
          email. A reviewer can reveal a candidate after recording their verdicts on a result; each reveal is in the
          audit log. Admins always see who a candidate is.
        </p>
        {blindableRoles.map((role) => (
          <Toggle
            key={role}
            label={`Blind review for ${blindLabels[role]}`}
            text={`${blindLabels[role][0]!.toUpperCase()}${blindLabels[role].slice(1)} see pseudonyms instead of who the candidates are.`}
            checked={blind.includes(role)}
            onChange={(on) => setBlind(on ? [...blind, role] : blind.filter((r) => r !== role))}
          />
        ))}
      </fieldset>
    </SaveForm>
  );
}
