import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { AtsInfo } from "@/lib/ats/kinds";
import type { Saved } from "./saved-connection";

/**
 * What the dashboard writes back to the ATS (the link, the score, the decision's move) and whether it also polls;
 * which fields an ATS offers is its registry data (lib/ats/<kind>/info.ts).
 */
export function WritebackFields({ info, saved }: { info: AtsInfo; saved: Saved | null }) {
  return (
    <>
      <Field
        label={`Link back in ${info.noteName}s`}
        htmlFor="linkMode"
        hint="A share link opens without an account; revoke it in Settings → Share links."
      >
        <Select id="linkMode" name="linkMode" className="w-full" defaultValue={saved?.linkMode ?? "signed_in"}>
          <option value="signed_in">Result page (signed-in users)</option>
          <option value="share_link">Share link (90 days, revocable)</option>
        </Select>
      </Field>
      {info.settings.scoreField && (
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
      <Field label={info.settings.rejectReasonLabel} htmlFor="rejectReasonId">
        <Input id="rejectReasonId" name="rejectReasonId" defaultValue={saved?.rejectReasonId ?? ""} />
      </Field>
      {info.settings.advanceStage && (
        <Field label="Stage id an advance moves to" htmlFor="advanceStageId">
          <Input id="advanceStageId" name="advanceStageId" defaultValue={saved?.advanceStageId ?? ""} />
        </Field>
      )}
      {info.settings.rejectStage && (
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
    </>
  );
}
