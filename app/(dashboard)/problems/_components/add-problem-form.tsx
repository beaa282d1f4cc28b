"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addProblemAction } from "../actions";

/** Adds a problem the team knows by id; the API is read first, so a wrong id adds nothing and says so. */
export function AddProblemForm() {
  const [problemId, setProblemId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await addProblemAction({ problemId });
      if (!result.ok) {
        setError(result.fieldErrors?.problemId?.[0] ?? result.message);
        return;
      }
      setError(null);
      setProblemId("");
      toast.success(
        result.data.alreadyRegistered
          ? `${result.data.name} was already in the list; it has been refreshed.`
          : `${result.data.name} was added.`,
      );
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-1" aria-label="Add a problem by id">
      <div className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium">
          Add by id
          <Input
            value={problemId}
            onChange={(e) => setProblemId(e.target.value)}
            placeholder="prob_…"
            autoComplete="off"
            className="w-56 font-mono"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "add-problem-error" : undefined}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={pending || !problemId.trim()}>
          {pending ? "Adding…" : "Add"}
        </Button>
      </div>
      {error && (
        <p id="add-problem-error" role="alert" className="max-w-md text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
