"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import type { SandboxChatProvider } from "@/lib/sandbox-systems/systems";
import { toast } from "@/lib/utils/toast";
import { addSandboxChatChannelAction } from "../sandbox-actions";

const label = { slack: "Slack", teams: "Teams" } as const;

/** Sandbox mode only (the page decides): a Slack or Teams channel whose posts the chat catcher keeps, in one click. */
export function SandboxChannels() {
  const [pending, start] = useTransition();
  const router = useRouter();
  const add = (provider: SandboxChatProvider) =>
    start(async () => {
      const result = await addSandboxChatChannelAction({ provider });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(`Sandbox ${label[provider]} added. Send it a test message, then open Sent chat.`);
      router.refresh();
    });
  return (
    <Card as="section" aria-labelledby="sandbox-chat" className="space-y-3 text-sm">
      <h2 id="sandbox-chat" className="font-semibold">
        Try it in the sandbox
      </h2>
      <p className="text-zinc-600 dark:text-zinc-400">
        A channel whose posts stay on this server: the chat catcher keeps them, and{" "}
        <TextLink href="/settings/sent-chat" weight="medium">
          Sent chat
        </TextLink>{" "}
        shows each as Slack or Teams would.
      </p>
      <div className="flex flex-wrap gap-2">
        {(["slack", "teams"] as const).map((provider) => (
          <Button key={provider} variant="secondary" disabled={pending} onClick={() => add(provider)}>
            Add the sandbox {label[provider]} channel
          </Button>
        ))}
      </div>
    </Card>
  );
}
