"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportIpAction } from "../actions";
import { useBrowserZone } from "@/components/time/time-zone";
import { plainWords } from "@/lib/forms/plain-words";

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

/** An address, when it was observed and by what, checked as the API checks it before it is reported. */
export function IpReportForm({ candidateId }: { candidateId: string }) {
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
  );
}
