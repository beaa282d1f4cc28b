import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { listChannels } from "@/lib/notifications/chat/channels";
import { AddChannelForm } from "./_components/add-channel-form";
import { ChannelCard } from "./_components/channel-card";
import { SandboxChannels } from "./_components/sandbox-channels";
import { sandboxEnabled } from "@/lib/env";
import { EmptyPanel } from "@/components/ui/card";

export const metadata: Metadata = { title: "Team chat" };

export default async function ChatSettingsPage() {
  const channels = await listChannels();
  return (
    <>
      <PageHeader
        title="Team chat"
        description="Slack, Microsoft Teams and Google Chat channels that hear of team-wide updates. Messages link to the dashboard and never name a candidate."
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="channels-heading" className="space-y-3 lg:col-span-3">
          <h2 id="channels-heading" className="font-semibold">
            Channels
          </h2>
          {channels.length === 0 ? (
            <EmptyPanel>No channel yet. Add one with the incoming-webhook URL your chat tool gives you.</EmptyPanel>
          ) : (
            <ul className="space-y-3">
              {channels.map((channel) => (
                <li key={channel.id}>
                  <ChannelCard channel={channel} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="space-y-6 lg:col-span-2">
          {sandboxEnabled && <SandboxChannels />}
          <AddChannelForm />
        </div>
      </div>
    </>
  );
}
