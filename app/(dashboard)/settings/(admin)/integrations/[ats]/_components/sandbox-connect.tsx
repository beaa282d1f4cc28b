import "server-only";
import { Card } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import type { AtsKind } from "@/lib/ats/kinds";
import { sandboxEnabled } from "@/lib/env";
import { sandboxAtsBaseUrl } from "@/lib/sandbox-systems/credentials";
import { isSandboxAts } from "@/lib/sandbox-systems/systems";
import { SandboxConnectButton } from "./sandbox-connect-button";

/**
 * In sandbox mode only: the sandbox ATS this app mounts (app/api/sandbox-systems/<ats>), connected with one click,
 * and the way to its page. Renders nothing outside sandbox mode or for an ATS without a sandbox.
 */
export function SandboxConnect({ ats, label, baseUrl }: { ats: AtsKind; label: string; baseUrl: string | null }) {
  if (!sandboxEnabled || !isSandboxAts(ats)) return null;
  const onSandbox = baseUrl === sandboxAtsBaseUrl(ats);
  return (
    <Card as="section" aria-labelledby="sandbox-ats" className="mb-6 max-w-2xl text-sm">
      <h2 id="sandbox-ats" className="mb-2 font-semibold">
        Try it in the sandbox
      </h2>
      <p className="mb-3 text-zinc-600 dark:text-zinc-400">
        This server runs in sandbox mode, and a sandbox {label} lives inside it: a few jobs and applications, its own
        API and signed web hooks. Connecting it sets the key, the web-hook secret and the address,
        {ats === "workable" ? " subscribes the dashboard to its candidate moves," : ""} and adds a stage rule that
        issues a Ready problem.
        {baseUrl && !onSandbox ? ` It replaces the ${label} connection saved now.` : ""}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onSandbox ? (
          <p className="font-medium text-emerald-700 dark:text-emerald-400">Connected to the sandbox {label}.</p>
        ) : (
          <SandboxConnectButton ats={ats} label={label} />
        )}
        <TextLink href={`/settings/integrations/${ats}/sandbox`} weight="medium">
          Open the sandbox {label}
        </TextLink>
      </div>
    </Card>
  );
}
