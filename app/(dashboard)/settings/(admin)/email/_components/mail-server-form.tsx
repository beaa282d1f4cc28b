"use client";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SegmentedChoice } from "@/components/ui/segmented-choice";
import { mailSecurities, mailSecurityHints, mailSecurityLabels } from "@/lib/notifications/email/mail-security";
import { RemoveMailServer } from "./remove-mail-server";
import { useMailServerForm, type SavedServer } from "./use-mail-server-form";

/**
 * The mail server set here: host, port, security, sign-in and From. "Send a test email" sends through the values as
 * typed, saved or not, so a wrong password is found before it is saved; an empty password keeps the saved one.
 */
export function MailServerForm({ saved, defaultFrom }: { saved: SavedServer | null; defaultFrom: string }) {
  const { form, security, chooseSecurity, save, sendTest, test, testing } = useMailServerForm(saved, defaultFrom);
  const { errors, isSubmitting } = form.formState;
  return (
    <Card as="section" aria-labelledby="mail-server" className="space-y-4">
      <div className="space-y-1">
        <h2 id="mail-server" className="font-semibold">
          Mail server
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {saved
            ? "Change it here; every instance uses the change from the next email on."
            : "Email leaves through it as soon as it is saved, on every instance, without a restart."}
        </p>
      </div>
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label="Host" htmlFor="mail-host" error={errors.host?.message} hint="As smtp.example.com, no smtp://.">
            <Input id="mail-host" autoComplete="off" spellCheck={false} {...form.register("host")} />
          </Field>
          <Field label="Port" htmlFor="mail-port" error={errors.port?.message}>
            <Input
              id="mail-port"
              type="number"
              inputMode="numeric"
              {...form.register("port", { valueAsNumber: true })}
            />
          </Field>
        </div>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Security</legend>
          <SegmentedChoice
            name="mail-security"
            options={mailSecurities}
            label={(option) => mailSecurityLabels[option]}
            value={security}
            onChange={chooseSecurity}
            className="w-fit"
          />
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{mailSecurityHints[security]}</p>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="User"
            htmlFor="mail-user"
            error={errors.user?.message}
            hint="Leave empty if the server takes mail without signing in."
          >
            <Input id="mail-user" autoComplete="off" spellCheck={false} {...form.register("user")} />
          </Field>
          <Field
            label="Password"
            htmlFor="mail-password"
            error={errors.password?.message}
            hint={
              saved?.passwordSet
                ? "Set. Leave empty to keep it, or type a new one to replace it."
                : "Kept encrypted on the server, never shown again."
            }
          >
            <Input id="mail-password" type="password" autoComplete="new-password" {...form.register("password")} />
          </Field>
        </div>
        <Field
          label="From"
          htmlFor="mail-from"
          error={errors.from?.message}
          hint="The sender every email shows; the server must allow it."
        >
          <Input id="mail-from" autoComplete="off" {...form.register("from")} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isSubmitting || testing}>
            {isSubmitting ? "Saving…" : "Save"}
          </Button>
          <Button variant="secondary" disabled={isSubmitting || testing} onClick={sendTest}>
            {testing ? "Sending…" : "Send a test email"}
          </Button>
          {saved && <RemoveMailServer server={`${saved.host}:${saved.port}`} />}
        </div>
        <div role="status" aria-live="polite" aria-label="Test email result" className="text-sm">
          {test && (
            <p className={test.ok ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}>
              {test.text}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
