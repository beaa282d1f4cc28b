"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { channelKinds, type ChannelKind } from "@/lib/notifications/kinds";
import { chatProviderRegistry, chatProviders, type ChatProvider } from "@/lib/notifications/chat/providers/registry";
import { addChatChannelAction } from "../actions";
import { KindCheckboxes } from "./kind-checkboxes";
import { Card } from "@/components/ui/card";

/** Adds a channel: its name, tool, incoming-webhook URL (a secret: never shown again) and what it receives. */
export function AddChannelForm() {
  const [name, setName] = useState("");
  const [provider, setProvider] = useState<ChatProvider>("slack");
  const [url, setUrl] = useState("");
  const [kinds, setKinds] = useState<ChannelKind[]>([...channelKinds]);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [pending, start] = useTransition();
  const submit = () =>
    start(async () => {
      const result = await addChatChannelAction({ name, provider, url, kinds });
      if (result.ok) {
        toast.success(`${name} added. Send it a test message to check the URL.`);
        setName("");
        setUrl("");
        setErrors({});
      } else {
        setErrors(result.fieldErrors ?? { url: [result.message] });
        toast.error(result.message);
      }
    });
  return (
    <Card aria-labelledby="add-channel-heading" as="section" className="space-y-4">
      <h2 id="add-channel-heading" className="font-semibold">
        Add a channel
      </h2>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Name" htmlFor="channel-name" error={errors.name?.[0]} hint="For you, e.g. #hiring-alerts.">
          <Input id="channel-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="Chat tool" htmlFor="channel-provider" error={errors.provider?.[0]}>
          <Select
            id="channel-provider"
            className="w-full"
            value={provider}
            onChange={(e) => setProvider(e.target.value as ChatProvider)}
          >
            {chatProviders.map((p) => (
              <option key={p} value={p}>
                {chatProviderRegistry[p].label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Incoming-webhook URL"
          htmlFor="channel-url"
          error={errors.url?.[0]}
          hint={`Like ${chatProviderRegistry[provider].example}. Kept sealed; shown masked once saved.`}
        >
          <Input
            id="channel-url"
            type="password"
            autoComplete="off"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <KindCheckboxes legend="Send" idPrefix="new-channel" value={kinds} onChange={setKinds} />
        {errors.kinds?.[0] && <p className="text-sm text-red-700 dark:text-red-400">{errors.kinds[0]}</p>}
        <Button type="submit" disabled={pending}>
          {pending ? "Adding…" : "Add channel"}
        </Button>
      </form>
    </Card>
  );
}
