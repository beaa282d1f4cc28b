"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { SandboxAts } from "@/lib/sandbox-systems/systems";
import { toast } from "@/lib/utils/toast";
import { addSandboxApplicationAction } from "../actions";

/** Adds an application to one of the sandbox ATS's jobs, at its first stage. */
export function AddApplicationForm({ ats, jobs }: { ats: SandboxAts; jobs: { id: string; name: string }[] }) {
  const [jobId, setJobId] = useState(jobs[0]?.id ?? "");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [pending, start] = useTransition();
  const router = useRouter();
  const submit = () =>
    start(async () => {
      const result = await addSandboxApplicationAction({ ats, jobId, name, email });
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast.error(result.message);
        return;
      }
      toast.success(`${name} applied.`);
      setName("");
      setEmail("");
      setErrors({});
      router.refresh();
    });
  return (
    <Card as="section" aria-labelledby="add-application" className="space-y-4">
      <h2 id="add-application" className="font-semibold">
        Add an application
      </h2>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Job" htmlFor="application-job" error={errors.jobId?.[0]}>
          <Select id="application-job" className="w-full" value={jobId} onChange={(e) => setJobId(e.target.value)}>
            {jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Candidate name" htmlFor="application-name" error={errors.name?.[0]}>
          <Input id="application-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Candidate email" htmlFor="application-email" error={errors.email?.[0]}>
          <Input
            id="application-email"
            type="email"
            value={email}
            maxLength={200}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? "Adding…" : "Add application"}
        </Button>
      </form>
    </Card>
  );
}
