"use client";

import { useState, useTransition } from "react";
import { toast } from "@/lib/utils/toast";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/time/time-zone";
import type { ChannelView } from "@/lib/notifications/chat/channels";
import { chatProviderRegistry } from "@/lib/notifications/chat/providers/registry";
import type { ChannelKind } from "@/lib/notifications/kinds";
import { removeChatChannelAction, setChatChannelKindsAction, testChatChannelAction } from "../actions";
import { KindCheckboxes } from "./kind-checkboxes";
import { Card } from "@/components/ui/card";

/** One channel: masked URL, health at a glance, what it receives, a test message and removal. */
export function ChannelCard({ channel }: { channel: ChannelView }) {
  const [kinds, setKinds] = useState<ChannelKind[]>(channel.kinds);
  const [confirming, setConfirming] = useState(false);
  const [pending, start] = useTransition();
  const run = (work: () => Promise<{ ok: boolean; message?: string }>, success: string) =>
    start(async () => {
      const result = await work();
      if (result.ok) toast.success(success);
      else toast.error(result.message ?? "That did not work.");
    });
  const failing = channel.lastFailedAt && (!channel.lastDeliveredAt || channel.lastFailedAt > channel.lastDeliveredAt);
  return (
    <Card aria-labelledby={`channel-${channel.id}`} as="article" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`channel-${channel.id}`} className="font-semibold">
            {channel.name}
          </h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {chatProviderRegistry[channel.provider].label} · <span className="font-mono">{channel.urlHint}</span>
          </p>
        </div>
        <p
          className={
            failing
              ? "rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
              : "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          }
        >
          {failing ? "Failing" : channel.lastDeliveredAt ? "Delivering" : "Not used yet"}
        </p>
      </div>
      <p className="text-sm">
        {channel.lastDeliveredAt ? (
          <>
            Last message <LocalTime value={channel.lastDeliveredAt} />.
          </>
        ) : (
          "No message sent yet."
        )}
        {failing && channel.lastError && (
          <span className="mt-1 block text-red-700 dark:text-red-400">Last error: {channel.lastError}</span>
        )}
      </p>
      <KindCheckboxes
        legend="Receives"
        idPrefix={`channel-${channel.id}`}
        value={kinds}
        disabled={pending}
        onChange={(next) => {
          setKinds(next);
          run(() => setChatChannelKindsAction({ id: channel.id, kinds: next }), "Saved.");
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => run(() => testChatChannelAction({ id: channel.id }), "Test message sent.")}
        >
          Send a test message
        </Button>
        {confirming ? (
          <>
            <Button
              variant="danger"
              disabled={pending}
              onClick={() => run(() => removeChatChannelAction({ id: channel.id }), `${channel.name} removed.`)}
            >
              Remove {channel.name}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Remove…
          </Button>
        )}
      </div>
    </Card>
  );
}
