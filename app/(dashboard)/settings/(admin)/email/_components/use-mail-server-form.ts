"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyFieldErrors } from "@/lib/forms/apply-field-errors";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { defaultPorts, type MailSecurity } from "@/lib/notifications/email/mail-security";
import { toast } from "@/lib/utils/toast";
import { saveMailServerAction, testMailServerAction } from "../actions";

interface Values {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
  from: string;
}

/** The saved server as the form shows it: the password only as whether one is set. */
export type SavedServer = Omit<Values, "password"> & { passwordSet: boolean };

type TestResult = { ok: true; text: string } | { ok: false; text: string };

/**
 * The Email settings form's state: its values (the saved server's, its password empty), Save, and "Send a test
 * email" through the values as typed; choosing a security moves the port along when it held the previous one's.
 */
export function useMailServerForm(saved: SavedServer | null, defaultFrom: string) {
  const form = useForm<Values>({
    mode: "onTouched",
    resolver: lazyResolver<Values>(() =>
      Promise.all([import("@hookform/resolvers/zod"), import("@/lib/notifications/email/mail-server-schema")]).then(
        ([{ zodResolver }, { mailServerSchema }]) => zodResolver(mailServerSchema),
      ),
    ),
    defaultValues: saved
      ? {
          host: saved.host,
          port: saved.port,
          security: saved.security,
          user: saved.user,
          password: "",
          from: saved.from,
        }
      : { host: "", port: defaultPorts.starttls, security: "starttls", user: "", password: "", from: defaultFrom },
  });
  const [test, setTest] = useState<TestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const security = form.watch("security");

  const chooseSecurity = (next: MailSecurity) => {
    if (form.getValues("port") === defaultPorts[security]) form.setValue("port", defaultPorts[next]);
    form.setValue("security", next, { shouldDirty: true });
  };
  const save = form.handleSubmit(async (values) => {
    const result = await saveMailServerAction(values);
    if (!result.ok) {
      applyFieldErrors(form.setError, result.fieldErrors);
      toast.error(result.message);
      return;
    }
    form.reset({ ...values, password: "" });
    toast.success(`Saved. Email now leaves through ${values.host}:${values.port}.`);
  });
  const sendTest = async () => {
    if (!(await form.trigger())) return;
    setTesting(true);
    setTest(null);
    const result = await testMailServerAction(form.getValues());
    setTesting(false);
    if (!result.ok) applyFieldErrors(form.setError, result.fieldErrors);
    setTest(
      result.ok
        ? { ok: true, text: `A test email left for ${result.data.to} through ${result.data.server}.` }
        : { ok: false, text: result.message },
    );
  };

  return { form, security, chooseSecurity, save, sendTest, test, testing };
}
