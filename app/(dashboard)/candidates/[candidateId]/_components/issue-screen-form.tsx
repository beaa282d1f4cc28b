"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { whyNotIssuable } from "@/lib/problems/issuable";
import { issueScreenAction } from "../actions";
import { Card } from "@/components/ui/card";
import { SectionHeader } from "@/components/ui/section-header";

export interface ProblemOption {
  id: string;
  name: string;
  status: string | null;
  type: string | null;
  snapshot: unknown;
}

interface FormValues {
  problemId: string;
  shouldSendEmail: boolean;
  bypassIDCheck: boolean;
  inviteEmailLocale: "en" | "fr";
}

/** What the registry knows of the problem's languages; the spec's problem shape does not always say. */
function supportsFrench(problem: ProblemOption | undefined): boolean | null {
  const locales = (problem?.snapshot as { supportedLocales?: unknown } | null)?.supportedLocales;
  return Array.isArray(locales) ? locales.includes("fr") : null;
}

/** Which problems the list holds, and why some cannot be chosen. */
function problemHint(problems: ProblemOption[]) {
  return problems.length
    ? `Problems your team has seen. Add others on the Problems page.${problems.some((p) => whyNotIssuable(p.status)) ? " Archived problems and those still being created are shown but cannot be chosen." : ""}`
    : "No problems known yet: add one on the Problems page.";
}

/** What a French invitation will be, given what is known of the problem's languages. */
function frenchHint(french: boolean | null) {
  return french === false
    ? "This problem has no French version, so the invitation will be sent in English."
    : french === null
      ? "French is used only if the problem supports it; otherwise the invitation is sent in English."
      : "The problem supports French.";
}

/** The problems to choose from; one that cannot be issued is shown disabled with the reason. */
function ProblemOptions({ problems }: { problems: ProblemOption[] }) {
  return problems.map((p) => {
    const refusal = whyNotIssuable(p.status);
    return (
      <option key={p.id} value={p.id} disabled={Boolean(refusal)}>
        {p.name}
        {refusal ? ` — ${refusal}` : p.status && p.status !== "Ready" ? ` (${p.status})` : ""}
        {p.type === "video-screen" ? " · video" : ""}
      </option>
    );
  });
}

export function IssueScreenForm({ candidateId, problems }: { candidateId: string; problems: ProblemOption[] }) {
  const [existing, setExisting] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: { problemId: "", shouldSendEmail: true, bypassIDCheck: false, inviteEmailLocale: "en" },
  });
  const { isSubmitting, errors } = form.formState;
  const chosen = problems.find((p) => p.id === form.watch("problemId"));
  const french = supportsFrench(chosen);
  const locale = form.watch("inviteEmailLocale");

  const onSubmit = form.handleSubmit(async (values) => {
    setExisting(null);
    const result = await issueScreenAction({ candidateIdentifier: candidateId, ...values });
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    if (result.data.outcome === "already-issued") {
      setExisting(result.data.identifier);
      toast.warning("This candidate already has an unstarted screen for this problem.");
      return;
    }
    toast.success(
      values.shouldSendEmail
        ? "Screen issued; the invitation is on its way."
        : "Screen issued without an email: the candidate has not been told where to start.",
    );
  });

  return (
    <Card aria-labelledby="issue-heading" as="section" className="space-y-4">
      <SectionHeader id="issue-heading" title="Issue a screen" />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Problem" htmlFor="issue-problem" error={errors.problemId?.message} hint={problemHint(problems)}>
          <Select
            id="issue-problem"
            className="w-full"
            {...form.register("problemId", { required: "Choose a problem" })}
          >
            <option value="">Choose a problem…</option>
            <ProblemOptions problems={problems} />
          </Select>
        </Field>
        <div className="flex flex-wrap gap-6 text-sm">
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" {...form.register("shouldSendEmail")} />
            <span>
              Email the invitation to the candidate
              <span className="block max-w-xs text-xs text-zinc-600 dark:text-zinc-400">
                Off: no invitation is sent, and the service&apos;s API gives no link to pass on.
              </span>
            </span>
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...form.register("bypassIDCheck")} /> Skip ID verification
          </label>
        </div>
        <Field
          label="Invitation language"
          htmlFor="issue-locale"
          hint={locale === "fr" ? frenchHint(french) : undefined}
        >
          <Select id="issue-locale" {...form.register("inviteEmailLocale")}>
            <option value="en">English</option>
            <option value="fr">French</option>
          </Select>
        </Field>
        {existing && (
          <p
            role="status"
            className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          >
            Already issued: screen <code>{existing}</code> has not been started yet, so no new one was created.
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Issuing…" : "Issue screen"}
        </Button>
      </form>
    </Card>
  );
}
