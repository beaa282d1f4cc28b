"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportIpAction } from "../actions";
import { LocalTime, useBrowserZone } from "@/components/time/time-zone";
import type { IpMention } from "@/lib/candidates/screen-facts";
import { plainWords } from "@/lib/forms/plain-words";
import { TextLink } from "@/components/ui/text-link";
import { Card } from "@/components/ui/card";

interface Report {
  id: string;
  ipAddress: string;
  observedAt: Date;
  source: string;
  outcome: string;
  duplicate: boolean;
  message: string | null;
  createdAt: Date;
  /** Where the candidate's results report this address, as their integrity checks word it. */
  mentions: IpMention[];
}

interface FormValues {
  ipAddress: string;
  observedAt: string;
  source: string;
}

/** `datetime-local` has no zone; the browser's offset is added so the API gets RFC 3339. */
function withOffset(local: string) {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function IpReportPanel({ candidateId, reports }: { candidateId: string; reports: Report[] }) {
  const form = useForm<FormValues>({
    mode: "onTouched",
    defaultValues: { ipAddress: "", observedAt: "", source: "dashboard" },
  });
  const browserZone = useBrowserZone();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const reading = { ...values, ipAddress: values.ipAddress.trim(), observedAt: withOffset(values.observedAt) };
    // The checks (the API's schema, ipaddr.js) load on the first report, not with the candidate's page.
    const [{ isPubliclyRoutableIp }, { ipTelemetryRequestSchema }] = await Promise.all([
      import("@/lib/api-contract/ip-address"),
      import("@/lib/api-contract/requests"),
    ]);
    const routable = isPubliclyRoutableIp(reading.ipAddress);
    if (!routable.ok) return form.setError("ipAddress", { message: routable.reason });
    const parsed = ipTelemetryRequestSchema.safeParse(reading);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] as keyof FormValues, { message: plainWords(issue.message) });
      return;
    }
    const result = await reportIpAction({ candidateId, reading: parsed.data });
    if (!result.ok) return void toast.error(result.message);
    toast.success(
      result.data.duplicate
        ? "Already reported: the service kept the earlier reading."
        : "Reported. Reviewers will see it shortly, once it is enriched.",
    );
    form.reset({ ipAddress: "", observedAt: "", source: values.source });
  });

  return (
    <Card aria-labelledby="ip-heading" as="section" className="space-y-3" padding={4}>
      <h2 id="ip-heading" className="font-semibold">
        Report an IP address
      </h2>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        Addresses your systems observed for this candidate. The service enriches each one (location, VPN, Tor, hosting)
        a little later, not at once, and weighs it in the integrity report of screens completed after that; results
        already completed keep their report.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field
          label="IP address"
          htmlFor="ip-address"
          error={errors.ipAddress?.message}
          hint="A public IPv4 or IPv6 address; private, loopback and link-local ones are refused."
        >
          <Input id="ip-address" {...form.register("ipAddress", { required: "Enter an IP address" })} />
        </Field>
        <Field
          label="Observed at"
          htmlFor="ip-observed"
          error={errors.observedAt?.message}
          hint={`In this browser's time zone${browserZone ? ` (${browserZone.replaceAll("_", " ")})` : ""}.`}
        >
          <Input
            id="ip-observed"
            type="datetime-local"
            step={1}
            {...form.register("observedAt", { required: "When was it observed?" })}
          />
        </Field>
        <Field
          label="Source"
          htmlFor="ip-source"
          error={errors.source?.message}
          hint="Shown to reviewers (1–64 characters)."
        >
          <Input id="ip-source" maxLength={64} {...form.register("source")} />
        </Field>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? "Reporting…" : "Report IP"}
        </Button>
      </form>
      {reports.length > 0 && (
        <ul
          className="divide-y divide-zinc-100 text-sm dark:divide-zinc-800"
          aria-label="IP addresses reported by the team"
        >
          {reports.map((r) => (
            <li key={r.id} className="py-2">
              <span className="font-mono">{r.ipAddress}</span> · {r.source} · <LocalTime value={r.observedAt} />
              <br />
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {r.outcome === "refused"
                  ? `Refused: ${r.message}`
                  : r.duplicate
                    ? "Duplicate: already known to the service"
                    : "Accepted"}{" "}
                · reported <LocalTime value={r.createdAt} />
              </span>
              {r.outcome !== "refused" &&
                (r.mentions.length ? (
                  r.mentions.map((m) => (
                    <p
                      key={`${m.interviewId}-${m.check}`}
                      className="mt-1 rounded-md bg-zinc-50 p-2 text-xs text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
                    >
                      <TextLink href={`/results/${encodeURIComponent(m.interviewId)}`} weight="medium">
                        {m.check}
                      </TextLink>{" "}
                      (result of <LocalTime value={m.completedAt} />
                      ): {m.description}
                    </p>
                  ))
                ) : (
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    No completed result reports it yet: its location and network show in screens completed after it.
                  </span>
                ))}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
