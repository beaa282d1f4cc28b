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
import { TestConnection } from "./test-connection";
import { WritebackFields } from "./writeback-fields";

/** The connection's settings. Key and secret fields start empty: a saved one shows only as its hint. */
export function ConnectionForm({
  ats,
  info,
  saved,
  defaultOrigin,
  publicUrl,
}: {
  ats: AtsKind;
  info: AtsInfo;
  saved: Saved | null;
  defaultOrigin: string;
  /** PUBLIC_URL's origin when it is set: links in notes are built from it. */
  publicUrl: string | null;
}) {
  const { pending, errors, submit } = useSaveConnection(ats);
  const formId = `ats-connection-${ats}`;
  const hint = (value: string | undefined) => (value ? `Saved: ${value}. Leave empty to keep it.` : undefined);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit(e.currentTarget);
      }}
      id={formId}
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
        hint={
          publicUrl
            ? `The web-hook URL uses it; links in ${info.noteName}s use PUBLIC_URL (${publicUrl}), as every email and chat link does.`
            : `As your team reaches it: links in ${info.noteName}s and the web-hook URL use it.`
        }
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
          hint={`The ${info.label} user ${info.noteName}s and moves are recorded as.`}
        >
          <Input id="actingUserId" name="actingUserId" defaultValue={saved?.actingUserId ?? ""} />
        </Field>
      )}
      <WritebackFields info={info} saved={saved} />
      <div className="flex flex-wrap items-start gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : saved ? "Save changes" : "Connect"}
        </Button>
        <TestConnection ats={ats} formId={formId} />
      </div>
    </form>
  );
}

/** Saves the form's connection; field errors come back by name, the key and secret fields are emptied once saved. */
function useSaveConnection(ats: AtsKind) {
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
  return { pending, errors, submit };
}
