"use client";

import { useForm } from "react-hook-form";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { roleLabels, roles, type Role } from "@/lib/auth/roles";
import { createUserAction } from "../actions";
import { Card } from "@/components/ui/card";

interface Values {
  email: string;
  name: string;
  role: Role;
  password: string;
}

export function CreateUserForm() {
  const form = useForm<Values>({
    mode: "onTouched",
    defaultValues: { email: "", name: "", role: "recruiter", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await createUserAction(values);
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      if (!result.fieldErrors) toast.error(result.message);
      return;
    }
    toast.success(`${values.email} can now sign in.`);
    form.reset();
  });
  return (
    <Card aria-labelledby="new-user" as="section" className="space-y-4">
      <h2 id="new-user" className="font-semibold">
        Add a user
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Field label="Email" htmlFor="user-email" error={errors.email?.message}>
          <Input id="user-email" type="email" autoComplete="off" {...form.register("email")} />
        </Field>
        <Field label="Name" htmlFor="user-name" error={errors.name?.message}>
          <Input id="user-name" autoComplete="off" {...form.register("name")} />
        </Field>
        <Field label="Role" htmlFor="user-role">
          <Select id="user-role" {...form.register("role")}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Initial password"
          htmlFor="user-password"
          error={errors.password?.message}
          hint="At least 10 characters; share it with the person privately."
        >
          <Input id="user-password" type="password" autoComplete="new-password" {...form.register("password")} />
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          Add user
        </Button>
      </form>
    </Card>
  );
}
