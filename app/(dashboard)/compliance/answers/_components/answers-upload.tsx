"use client";

import { useState, useTransition } from "react";
import type { AnswersFromWorker } from "@/lib/fairness/answers.worker";
import type { RowProblem } from "@/lib/fairness/import-rows";
import { importDemographicsAction } from "../actions";

type Outcome = { saved: number; problems: RowProblem[] } | { error: string };

/** Reads the chosen file in a Web Worker (the roster reader), then stores the usable rows; lists every refused row. */
export function AnswersUpload() {
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function read(file: File) {
    const worker = new Worker(new URL("../../../../../lib/fairness/answers.worker.ts", import.meta.url), {
      type: "module",
    });
    worker.onmessage = (event: MessageEvent<AnswersFromWorker>) => {
      worker.terminate();
      const message = event.data;
      if (message.kind === "failed") return setOutcome({ error: message.message });
      start(async () => {
        const result = await importDemographicsAction({ fileName: file.name, rows: message.rows });
        if (!result.ok) return setOutcome({ error: result.message });
        const problems = [...message.problems, ...result.data.problems].sort((a, b) => a.line - b.line);
        setOutcome({ saved: result.data.saved, problems });
      });
    };
    worker.onerror = () => {
      worker.terminate();
      setOutcome({ error: "The file reader stopped unexpectedly. Choose the file again." });
    };
    worker.postMessage(file);
  }

  return (
    <div className="space-y-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Answers file (CSV or XLSX)
        <input
          type="file"
          accept=".csv,.tsv,.txt,.xlsx"
          disabled={pending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) read(file);
          }}
        />
      </label>
      {outcome && "error" in outcome && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {outcome.error}
        </p>
      )}
      {outcome && "saved" in outcome && (
        <div role="status" className="text-sm">
          <p>
            Stored the answers of {outcome.saved} candidate{outcome.saved === 1 ? "" : "s"}
            {outcome.problems.length ? `; ${outcome.problems.length} rows not used:` : "."}
          </p>
          <ul className="mt-1 list-disc pl-5 text-zinc-700 dark:text-zinc-300">
            {outcome.problems.slice(0, 200).map((p) => (
              <li key={`${p.line}-${p.message}`}>
                Line {p.line}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
