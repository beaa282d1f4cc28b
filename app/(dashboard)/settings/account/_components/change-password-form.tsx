"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/auth/password-limits";
import { changeOwnPasswordAction } from "../actions";
import { Card } from "@/components/ui/card";

interface Values {
  current: string;
  next: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const form = useForm<Values>({ mode: "onTouched", defaultValues: { current: "", next: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await changeOwnPasswordAction(values);
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      if (!result.fieldErrors) form.setError("current", { type: "server", message: result.message });
      return;
    }
    const ended = result.data.otherSessionsEnded;
    toast.success(
      ended
        ? `Password changed; ${ended === 1 ? "1 other session was" : `${ended} other sessions were`} signed out.`
        : "Password changed.",
    );
    form.reset();
  });
  return (
    <Card aria-labelledby="change-password" as="section" className="space-y-4">
      <h2 id="change-password" className="font-semibold">
        Change your password
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field label="Current password" htmlFor="current-password" error={errors.current?.message}>
          <Input id="current-password" type="password" autoComplete="current-password" {...form.register("current")} />
        </Field>
        <Field
          label="New password"
          htmlFor="new-password"
          error={errors.next?.message}
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. Your other sessions are signed out.`}
        >
          <Input id="new-password" type="password" autoComplete="new-password" {...form.register("next")} />
        </Field>
        <Field label="New password again" htmlFor="confirm-password" error={errors.confirm?.message}>
          <Input id="confirm-password" type="password" autoComplete="new-password" {...form.register("confirm")} />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
