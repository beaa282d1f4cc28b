"use client";

import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { SaveForm } from "@/components/ui/save-form";
import { Input } from "@/components/ui/input";
import { previewRetentionAction, saveRetentionAction } from "@/lib/actions/privacy";
import type { RetentionSettings } from "@/lib/privacy/retention-schema";
import { retentionModeText } from "@/lib/privacy/retention-words";
import { RetentionPreviewDialog, type RetentionPreviewView } from "./retention-preview-dialog";

/**
 * The retention choice: off, or delete / anonymize N days after a candidate's last screen ended. Turning it on,
 * shortening it or switching it to delete shows first who the next nightly run would take, and saves only once confirmed.
 */
export function RetentionForm({ initial }: { initial: RetentionSettings }) {
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<RetentionPreviewView | null>(null);
  const [pending, start] = useTransition();
  const daysId = useId();
  const changed = JSON.stringify(settings) !== JSON.stringify(initial);
  const turningOn = settings.enabled && !initial.enabled;
  const reaches =
    turningOn ||
    (settings.enabled && (settings.days < initial.days || (settings.mode === "delete" && initial.mode !== "delete")));
  const store = async () => {
    const result = await saveRetentionAction(settings);
    setError(result.ok ? undefined : result.fieldErrors?.days?.[0]);
    setPreview(null);
    if (result.ok)
      toast.success(
        result.data.enabled ? "Saved. The nightly job applies it from tonight." : "Saved. Retention is off.",
      );
    else toast.error(result.message);
  };
  const save = () =>
    start(async () => {
      if (!reaches) return store();
      const result = await previewRetentionAction({ days: settings.days });
      if (result.ok) return setPreview(result.data);
      setError(result.fieldErrors?.days?.[0]);
      toast.error(result.message);
    });
  return (
    <SaveForm onSave={save} pending={pending} changed={changed} className="space-y-4">
      <RetentionPreviewDialog
        preview={preview}
        settings={settings}
        turningOn={turningOn}
        pending={pending}
        onClose={() => setPreview(null)}
        onConfirm={() => start(store)}
      />
      <label className="flex items-center gap-3 font-medium">
        <input
          type="checkbox"
          checked={settings.enabled}
          onChange={(e) => setSettings({ ...settings, enabled: e.target.checked })}
          className="size-4 accent-indigo-600"
        />
        Apply retention every night
      </label>
      <div className="space-y-1.5">
        <label htmlFor={daysId} className="block font-medium">
          Days after the candidate&apos;s last screen completed or expired
        </label>
        <Input
          id={daysId}
          type="number"
          min={30}
          max={3650}
          value={settings.days}
          onChange={(e) => setSettings({ ...settings, days: Number(e.target.value) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${daysId}-error` : undefined}
          className="w-32"
        />
        {error && (
          <p id={`${daysId}-error`} className="text-xs text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-medium">What goes</legend>
        {(["anonymize", "delete"] as const).map((mode) => (
          <label key={mode} className="flex items-start gap-3">
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={settings.mode === mode}
              onChange={() => setSettings({ ...settings, mode })}
              className="mt-1 size-4 accent-indigo-600"
            />
            <span className="text-zinc-700 dark:text-zinc-300">{retentionModeText[mode]}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-zinc-600 dark:text-zinc-400">
        Candidates with a screen still open, or without any screen, and candidates on legal hold are never touched. The
        service&apos;s own copy is not affected.
      </p>
    </SaveForm>
  );
}
