"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SegmentedChoice } from "@/components/ui/segmented-choice";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  auditDestinationKinds,
  MAX_CA_PEM_CHARS,
  type AuditDestinationKind,
} from "@/lib/audit-stream/destination-kinds";
import { addAuditDestinationAction } from "../destination-actions";
import { ShownOnceDialog } from "./shown-once-dialog";

const kindLabel = (kind: AuditDestinationKind) => (kind === "syslog" ? "Syslog over TLS" : "HTTPS");

/** Adds a destination: syslog host:port or an HTTPS URL, an optional CA, and where the stream starts. */
export function AddAuditDestinationForm() {
  const [kind, setKind] = useState<AuditDestinationKind>("syslog");
  const [name, setName] = useState("");
  const [endpoint, setEndpoint] = useState("");
  const [caPem, setCaPem] = useState("");
  const [from, setFrom] = useState<"start" | "now">("start");
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  const [pending, start] = useTransition();
  const endpointField = kind === "syslog" ? "address" : "url";
  const submit = () =>
    start(async () => {
      const input =
        kind === "syslog" ? { kind, name, address: endpoint, caPem, from } : { kind, name, url: endpoint, caPem, from };
      const result = await addAuditDestinationAction(input);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? { form: [result.message] });
        toast.error(result.message);
        return;
      }
      setErrors({});
      setName("");
      setEndpoint("");
      setCaPem("");
      if (result.data.secret) setIssued({ name: result.data.name, secret: result.data.secret });
      toast.success(`${result.data.name} added: entries are on their way.`);
    });
  return (
    <form
      noValidate
      className="space-y-4 border-t border-zinc-200 pt-4 dark:border-zinc-800"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold">Add a destination</h3>
      <SegmentedChoice
        name="audit-destination-kind"
        legend="Kind of destination"
        options={auditDestinationKinds}
        label={kindLabel}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setErrors({});
        }}
        className="w-fit"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Name" htmlFor="audit-destination-name" error={errors.name?.[0]} hint="For you, e.g. Splunk.">
          <Input
            id="audit-destination-name"
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field
          label={kind === "syslog" ? "Host and port" : "URL"}
          htmlFor="audit-destination-endpoint"
          error={errors[endpointField]?.[0]}
          hint={
            kind === "syslog"
              ? "host:port of a syslog receiver speaking TLS (RFC 5425), usually port 6514."
              : "The https:// URL that receives the batches. Kept sealed; shown masked once saved."
          }
        >
          <Input
            id="audit-destination-endpoint"
            autoComplete="off"
            placeholder={kind === "syslog" ? "logs.example.com:6514" : "https://siem.example.com/audit"}
            maxLength={kind === "syslog" ? 260 : 2048}
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
          />
        </Field>
      </div>
      <TrustAndStartFields caPem={caPem} setCaPem={setCaPem} from={from} setFrom={setFrom} errors={errors} />
      {errors.form?.[0] && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.form[0]}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? "Adding…" : "Add destination"}
      </Button>
      <ShownOnceDialog
        value={issued?.secret ?? null}
        title={issued ? `Signing secret for ${issued.name}` : ""}
        description="Copy it into your receiver now: it is shown only once. Each batch carries X-Signature: sha256=<hex HMAC-SHA256 of timestamp.body> under this secret (Help: single sign-on and audit)."
        testId="audit-destination-secret"
        onClose={() => setIssued(null)}
      />
    </form>
  );
}

/** The CA the receiver's certificate must chain to, and where the stream starts. */
function TrustAndStartFields({
  caPem,
  setCaPem,
  from,
  setFrom,
  errors,
}: {
  caPem: string;
  setCaPem: (value: string) => void;
  from: "start" | "now";
  setFrom: (value: "start" | "now") => void;
  errors: Record<string, string[] | undefined>;
}) {
  return (
    <>
      <Field
        label="CA certificate (optional)"
        htmlFor="audit-destination-ca"
        error={errors.caPem?.[0]}
        hint="PEM. The receiver's certificate must chain to it and name its host; empty: the public CAs."
      >
        <Textarea
          id="audit-destination-ca"
          rows={4}
          className="font-mono text-xs"
          maxLength={MAX_CA_PEM_CHARS}
          placeholder="-----BEGIN CERTIFICATE-----"
          value={caPem}
          onChange={(e) => setCaPem(e.target.value)}
        />
      </Field>
      <Field label="Start with" htmlFor="audit-destination-from" error={errors.from?.[0]}>
        <Select
          id="audit-destination-from"
          className="w-full md:w-auto"
          value={from}
          onChange={(e) => setFrom(e.target.value as "start" | "now")}
        >
          <option value="start">The whole log, from its first entry</option>
          <option value="now">New entries only</option>
        </Select>
      </Field>
    </>
  );
}
