"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { AtsInfo, AtsKind, AtsLinkMode } from "@/lib/ats/kinds";
import { toast } from "@/lib/utils/toast";
import { saveAtsConnectionAction } from "../../actions";
import { cardClass } from "@/components/ui/card";

interface Saved {
  apiKeyHint: string;
  webhookSecretHint: string;
  baseUrl: string;
  dashboardOrigin: string;
  actingUserId: string | null;
  linkMode: AtsLinkMode;
  scoreFieldId: string | null;
  moveOnDecision: boolean;
  rejectReasonId: string | null;
  advanceStageId: string | null;
  rejectStageId: string | null;
  pollEnabled: boolean;
}

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
      <Field
        label="Link back in notes"
        htmlFor="linkMode"
        hint="A share link opens without an account; revoke it in Settings → Share links."
      >
        <Select id="linkMode" name="linkMode" className="w-full" defaultValue={saved?.linkMode ?? "signed_in"}>
          <option value="signed_in">Result page (signed-in users)</option>
          <option value="share_link">Share link (90 days, revocable)</option>
        </Select>
      </Field>
      {ats === "greenhouse" && (
        <Field
          label="Score custom field (optional)"
          htmlFor="scoreFieldId"
          hint="An application custom field id or name_key; empty: none."
        >
          <Input id="scoreFieldId" name="scoreFieldId" defaultValue={saved?.scoreFieldId ?? ""} />
        </Field>
      )}
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="moveOnDecision"
          defaultChecked={saved?.moveOnDecision ?? false}
          className="size-4 accent-indigo-600"
        />
        The team&apos;s decision advances or rejects the application
      </label>
      <Field
        label={
          ats === "ashby"
            ? "Archive reason id (reject)"
            : ats === "lever"
              ? "Archive reason id (reject)"
              : "Rejection reason id (reject)"
        }
        htmlFor="rejectReasonId"
      >
        <Input id="rejectReasonId" name="rejectReasonId" defaultValue={saved?.rejectReasonId ?? ""} />
      </Field>
      {ats !== "greenhouse" && (
        <Field label="Stage id an advance moves to" htmlFor="advanceStageId">
          <Input id="advanceStageId" name="advanceStageId" defaultValue={saved?.advanceStageId ?? ""} />
        </Field>
      )}
      {ats === "ashby" && (
        <Field label="Archived stage id a rejection moves to" htmlFor="rejectStageId">
          <Input id="rejectStageId" name="rejectStageId" defaultValue={saved?.rejectStageId ?? ""} />
        </Field>
      )}
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="pollEnabled"
          defaultChecked={saved?.pollEnabled ?? false}
          className="size-4 accent-indigo-600"
        />
        Also poll {info.label} for applications in the rules&apos; stages (when its web hooks cannot reach this
        dashboard)
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? "Saving…" : saved ? "Save changes" : "Connect"}
      </Button>
    </form>
  );
}
