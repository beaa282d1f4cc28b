"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { limits } from "@/lib/api-contract/limits";
import { uploadWithProgress } from "./upload-with-progress";

/** The profiles and resumes Scout checks, uploaded with a progress bar. */
export function ScoutForm({ candidateId }: { candidateId: string }) {
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const files = body.getAll("resumes").filter((f): f is File => f instanceof File && f.size > 0);
    const { scoutResumesSchema } = await import("@/lib/api-contract/requests"); // with the first upload, not the page
    const check = scoutResumesSchema.safeParse(files.map((f) => ({ name: f.name, type: f.type, size: f.size })));
    setFileError(check.success ? null : (check.error.issues[0]?.message ?? "Check the resumes"));
    if (!check.success) return;
    setFieldErrors({});
    setProgress(0);
    try {
      const { status, json } = await uploadWithProgress(
        `/api/candidates/${encodeURIComponent(candidateId)}/scout`,
        body,
        setProgress,
      );
      if (status !== 202) {
        setFieldErrors(json.fieldErrors ?? {});
        toast.error(json.message ?? "Scout could not be started.");
        return;
      }
      toast.success(json.message ?? "Scout is running.");
      (event.target as HTMLFormElement).reset();
      router.refresh();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field
        label="Phone"
        htmlFor="scout-phone"
        hint="International format, e.g. +33612345678. Without it, phone checks are skipped."
        error={fieldErrors.phone?.[0]}
      >
        <Input id="scout-phone" name="phone" type="tel" />
      </Field>
      <Field label="LinkedIn profile" htmlFor="scout-linkedin" error={fieldErrors.linkedinUrl?.[0]}>
        <Input id="scout-linkedin" name="linkedinUrl" type="url" placeholder="https://www.linkedin.com/in/…" />
      </Field>
      <Field label="GitHub profile" htmlFor="scout-github" error={fieldErrors.githubUrl?.[0]}>
        <Input id="scout-github" name="githubUrl" type="url" placeholder="https://github.com/…" />
      </Field>
      <Field
        label="Resumes"
        htmlFor="scout-resumes"
        error={fileError ?? undefined}
        hint={`Up to ${limits.scout.maxResumes} PDF, DOC or DOCX files, ${limits.scout.maxResumeBytes / 1024 / 1024} MB each. Without resumes, Scout re-checks earlier ones.`}
      >
        <Input
          id="scout-resumes"
          name="resumes"
          type="file"
          multiple
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="h-auto py-1.5"
        />
      </Field>
      {progress !== null && (
        <div className="space-y-1">
          <progress value={progress} max={1} className="w-full" aria-label="Upload progress" />
          <p className="text-xs text-zinc-600 dark:text-zinc-400">Uploading… {Math.round(progress * 100)}%</p>
        </div>
      )}
      <Button type="submit" variant="secondary" disabled={progress !== null}>
        Run Scout
      </Button>
    </form>
  );
}
