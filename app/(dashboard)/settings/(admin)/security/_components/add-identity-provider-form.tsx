"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SegmentedChoice } from "@/components/ui/segmented-choice";
import { Textarea } from "@/components/ui/textarea";
import { addSamlConnectionAction } from "../saml-actions";

type Source = "url" | "xml";
type Errors = Partial<Record<"name" | "domains" | "metadataUrl" | "metadataXml" | "form", string>>;

/** Adds an identity provider from its metadata: a URL the server fetches, or the XML pasted. */
export function AddIdentityProviderForm() {
  const [pending, start] = useTransition();
  const [source, setSource] = useState<Source>("url");
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const common = { name: String(form.get("name") ?? ""), domains: String(form.get("domains") ?? "") };
    start(async () => {
      const result = await addSamlConnectionAction(
        source === "url"
          ? { source, ...common, metadataUrl: String(form.get("metadataUrl") ?? "") }
          : { source, ...common, metadataXml: String(form.get("metadataXml") ?? "") },
      );
      if (!result.ok) {
        const field = (name: keyof Errors) => result.fieldErrors?.[name]?.[0];
        const fields = {
          name: field("name"),
          domains: field("domains"),
          [source === "url" ? "metadataUrl" : "metadataXml"]: field(source === "url" ? "metadataUrl" : "metadataXml"),
        };
        const anyField = Object.values(fields).some(Boolean);
        setErrors({ ...fields, form: anyField ? undefined : result.message });
        return;
      }
      setErrors({});
      formElement.reset();
      toast.success(`${result.data.name} is connected (${result.data.idpEntityId}).`);
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      <h3 className="text-sm font-semibold">Add an identity provider</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" htmlFor="saml-name" error={errors.name}>
          <Input id="saml-name" name="name" placeholder="Okta" autoComplete="off" />
        </Field>
        <Field
          label="Email domains"
          htmlFor="saml-domains"
          error={errors.domains}
          hint="Comma-separated, e.g. example.com"
        >
          <Input id="saml-domains" name="domains" placeholder="example.com" autoComplete="off" />
        </Field>
      </div>
      <SegmentedChoice
        name="saml-source"
        legend="Metadata from"
        options={["url", "xml"] as const}
        label={(o) => (o === "url" ? "Metadata URL" : "Paste XML")}
        value={source}
        onChange={setSource}
        className="w-fit"
      />
      {source === "url" ? (
        <Field label="Metadata URL" htmlFor="saml-metadata-url" error={errors.metadataUrl}>
          <Input
            id="saml-metadata-url"
            name="metadataUrl"
            type="url"
            placeholder="https://…/metadata"
            autoComplete="off"
          />
        </Field>
      ) : (
        <Field label="Metadata XML" htmlFor="saml-metadata-xml" error={errors.metadataXml} hint="At most 256 kB">
          <Textarea
            id="saml-metadata-xml"
            name="metadataXml"
            rows={6}
            className="font-mono text-xs"
            spellCheck={false}
          />
        </Field>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? "Reading the metadata…" : "Add identity provider"}
      </Button>
    </form>
  );
}
