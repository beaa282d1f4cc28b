"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { EeoReadView } from "@/lib/fairness/eeo-read/schema";
import { isEeoReadable, type EeoSource } from "@/lib/fairness/eeo-read/sources";
import { startEeoReadAction } from "../actions";
import { EeoReadProgress } from "./eeo-read-progress";

const periods = [
  { days: 30, label: "Last 30 days" },
  { days: 90, label: "Last 90 days" },
  { days: 365, label: "Last 12 months" },
  { days: 1096, label: "Last 3 years" },
];

function SourceChoice({
  sources,
  chosen,
  onChoose,
}: {
  sources: EeoSource[];
  chosen: string;
  onChoose: (ats: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Source</legend>
      {sources.map((source) => (
        <label key={source.ats} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name="eeo-source"
            value={source.ats}
            className="mt-1"
            checked={chosen === source.ats}
            disabled={!source.readable}
            aria-describedby={`eeo-source-${source.ats}`}
            onChange={() => onChoose(source.ats)}
          />
          <span>
            <span className="font-medium">{source.label}</span>
            <span id={`eeo-source-${source.ats}`} className="block text-zinc-600 dark:text-zinc-400">
              {source.note}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Reads the EEO answers of a connected ATS in the background (a job), and follows it: the latest read of each ATS
 * with its progress while it runs and its result after. Answers from a file are kept.
 */
export function EeoRead({ sources, latest }: { sources: EeoSource[]; latest: EeoReadView[] }) {
  const [pending, start] = useTransition();
  const [chosen, setChosen] = useState(sources.find((s) => s.readable)?.ats ?? "");
  const [days, setDays] = useState(365);
  const [limitText, setLimitText] = useState("1000");
  const limit = Number(limitText);
  const limitError =
    Number.isInteger(limit) && limit >= 1 && limit <= 5000 ? undefined : "A whole number from 1 to 5,000";
  const [message, setMessage] = useState<string | null>(null);
  const [runs, setRuns] = useState(
    latest.map((run) => ({ id: run.id, ats: run.ats, initial: run as EeoReadView | null })),
  );

  const read = () =>
    start(async () => {
      if (!isEeoReadable(chosen)) return;
      setMessage(null);
      const result = await startEeoReadAction({ ats: chosen, days, limit });
      if (!result.ok) return setMessage(result.message);
      if (result.data.alreadyRunning) setMessage("A read of this ATS is already running; its progress is below.");
      const run = { id: result.data.runId, ats: chosen, initial: null };
      setRuns((now) => [run, ...now.filter((r) => r.ats !== chosen && r.id !== run.id)]);
    });

  if (!sources.length)
    return (
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        No ATS is connected (Settings → Integrations): import the answers from a file.
      </p>
    );
  return (
    <div className="space-y-4">
      <SourceChoice sources={sources} chosen={chosen} onChoose={setChosen} />
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Applications from" htmlFor="eeo-days">
          <Select id="eeo-days" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {periods.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="At most" htmlFor="eeo-limit" error={limitError}>
          <Input
            id="eeo-limit"
            type="number"
            min={1}
            max={5000}
            value={limitText}
            className="w-28"
            onChange={(e) => setLimitText(e.target.value)}
          />
        </Field>
        <Button disabled={pending || !isEeoReadable(chosen) || !!limitError} onClick={read}>
          {pending ? "Starting…" : "Read EEO answers"}
        </Button>
      </div>
      {message && (
        <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
          {message}
        </p>
      )}
      {runs.map((run) => (
        <EeoReadProgress key={run.id} runId={run.id} initial={run.initial} />
      ))}
    </div>
  );
}
