"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { SandboxAts } from "@/lib/sandbox-systems/systems";
import { toast } from "@/lib/utils/toast";
import { connectSandboxAtsAction } from "../sandbox/actions";

/** "Connect the sandbox Greenhouse": one click, then the page shows the saved connection and its rule. */
export function SandboxConnectButton({ ats, label }: { ats: SandboxAts; label: string }) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const connect = () =>
    start(async () => {
      const result = await connectSandboxAtsAction({ ats });
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      const { rule } = result.data;
      toast.success(
        rule
          ? `Connected to the sandbox ${label}. ${rule.job}, stage ${rule.stage} now issues ${rule.problem}.`
          : `Connected to the sandbox ${label}. No problem is Ready yet, so no stage rule was added.`,
      );
      router.refresh();
    });
  return (
    <Button onClick={connect} disabled={pending} aria-live="polite">
      {pending ? "Connecting…" : `Connect the sandbox ${label}`}
    </Button>
  );
}
