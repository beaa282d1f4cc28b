"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { AtsKind } from "@/lib/ats/kinds";
import { listAtsJobsAction, listAtsStagesAction } from "../../actions";

/** The most matching jobs the list shows at once: the search narrows the rest. */
const SHOWN = 200;

export interface PickedJobStage {
  jobId: string;
  jobName: string | null;
  stageName: string;
}

const unwrap = async <T,>(result: Promise<{ ok: true; data: T } | { ok: false; message: string }>) => {
  const answer = await result;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
};

/**
 * The ATS's open jobs, searchable by name or id, and the chosen job's stages, read from the ATS through the server
 * (cached there a minute). `onChange` hears the choice; typing ids instead is the parent's.
 */
export function JobStagePicker({ ats, onChange }: { ats: AtsKind; onChange(value: PickedJobStage | null): void }) {
  const [search, setSearch] = useState("");
  const [jobId, setJobId] = useState("");
  const jobs = useQuery({
    queryKey: ["ats", ats, "jobs"],
    queryFn: () => unwrap(listAtsJobsAction({ ats })),
    staleTime: 60_000,
    retry: false,
  });
  const stages = useQuery({
    queryKey: ["ats", ats, "stages", jobId],
    queryFn: () => unwrap(listAtsStagesAction({ ats, jobId })),
    enabled: jobId !== "",
    staleTime: 60_000,
    retry: false,
  });
  const matching = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const all = jobs.data?.jobs ?? [];
    return (wanted ? all.filter((j) => `${j.name} ${j.id}`.toLowerCase().includes(wanted)) : all).slice(0, SHOWN);
  }, [jobs.data, search]);
  const job = jobs.data?.jobs.find((j) => j.id === jobId) ?? null;

  if (jobs.isError) return <p className="text-sm text-red-700 dark:text-red-300">{jobs.error.message}</p>;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Field
        label="Find a job"
        htmlFor="jobSearch"
        hint={
          jobs.isPending
            ? "Reading the open jobs…"
            : `${jobs.data.jobs.length} open job${jobs.data.jobs.length === 1 ? "" : "s"}${jobs.data.truncated ? " (the first 1,000: type an id for others)" : ""}.`
        }
      >
        <Input id="jobSearch" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <Field label="Job" htmlFor="jobPick">
        <Select
          id="jobPick"
          className="w-full"
          value={jobId}
          disabled={jobs.isPending}
          onChange={(e) => {
            setJobId(e.target.value);
            onChange(null);
          }}
        >
          <option value="">{matching.length ? "Choose a job" : "No job matches"}</option>
          {matching.map((j) => (
            <option key={j.id} value={j.id}>
              {j.name} ({j.id})
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Stage"
        htmlFor="stagePick"
        error={stages.isError ? stages.error.message : undefined}
        hint={jobId && stages.isPending ? "Reading the job's stages…" : undefined}
      >
        <Select
          id="stagePick"
          className="w-full"
          defaultValue=""
          key={jobId}
          disabled={!jobId || !stages.data}
          onChange={(e) =>
            onChange(e.target.value ? { jobId, jobName: job?.name ?? null, stageName: e.target.value } : null)
          }
        >
          <option value="">{jobId ? "Choose a stage" : "Choose a job first"}</option>
          {stages.data?.stages.map((s) => (
            <option key={s.id} value={s.name}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
