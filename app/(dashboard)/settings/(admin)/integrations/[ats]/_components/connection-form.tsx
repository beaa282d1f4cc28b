"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { AtsInfo, AtsKind, AtsLinkMode } from "@/lib/ats/kinds";
import { toast } from "@/lib/utils/toast";
import { saveAtsConnectionAction } from "../../actions";
import { cardClass } from "@/components/ui/card";
import type { Saved } from "./saved-connection";
import { WritebackFields } from "./writeback-fields";

/** The connection's settings. Key and secret fields start empty: a saved one shows only as its hint. */
export function ConnectionForm({
  ats,
  info,
  saved,
  defaultOrigin,
}: {
  ats: AtsKind;
  info: AtsInfo;
  saved: Saved | null;
  defaultOrigin: string;
}) {
  const [pending, start] = useTransition();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    start(async () => {
      const result = await saveAtsConnectionAction({
        ats,
        apiKey: text("apiKey"),
        webhookSecret: text("webhookSecret"),
        baseUrl: text("baseUrl"),
        dashboardOrigin: text("dashboardOrigin"),
        actingUserId: text("actingUserId"),
        linkMode: text("linkMode") as AtsLinkMode,
        scoreFieldId: text("scoreFieldId"),
        moveOnDecision: data.get("moveOnDecision") === "on",
        rejectReasonId: text("rejectReasonId"),
        advanceStageId: text("advanceStageId"),
        rejectStageId: text("rejectStageId"),
        pollEnabled: data.get("pollEnabled") === "on",
      });
      if (result.ok) {
        setErrors({});
        form.reset();
        toast.success("Saved. Secrets are kept on the server and shown masked.");
      } else {
        setErrors(Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([k, v]) => [k, String(v)])));
        toast.error(result.message);
      }
    });
  };
  const hint = (value: string | undefined) => (value ? `Saved: ${value}. Leave empty to keep it.` : undefined);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
      className={cardClass({ className: "space-y-4" })}
    >
      <Field label={info.keyName} htmlFor="apiKey" error={errors.apiKey} hint={hint(saved?.apiKeyHint)}>
        <Input id="apiKey" name="apiKey" type="password" autoComplete="off" required={!saved} />
      </Field>
      <Field
        label={info.secretName}
        htmlFor="webhookSecret"
        error={errors.webhookSecret}
        hint={hint(saved?.webhookSecretHint)}
      >
        <Input id="webhookSecret" name="webhookSecret" type="password" autoComplete="off" required={!saved} />
      </Field>
      <Field
        label="API base URL"
        htmlFor="baseUrl"
        error={errors.baseUrl}
        hint={`${info.label}'s own: ${info.defaultBaseUrl}`}
      >
        <Input id="baseUrl" name="baseUrl" defaultValue={saved?.baseUrl ?? info.defaultBaseUrl} required />
      </Field>
      <Field
        label="Dashboard address"
        htmlFor="dashboardOrigin"
        error={errors.dashboardOrigin}
        hint="As your team reaches it: links in notes and the web-hook URL use it."
      >
        <Input
          id="dashboardOrigin"
          name="dashboardOrigin"
          defaultValue={saved?.dashboardOrigin ?? defaultOrigin}
          required
        />
      </Field>
      {info.actingUserName && (
        <Field
          label={info.actingUserName}
          htmlFor="actingUserId"
          error={errors.actingUserId}
          hint="The ATS user notes and moves are recorded as."
        >
          <Input id="actingUserId" name="actingUserId" defaultValue={saved?.actingUserId ?? ""} />
        </Field>
      )}
      <WritebackFields info={info} saved={saved} />
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : saved ? "Save changes" : "Connect"}
      </Button>
    </form>
  );
}
