"use client";

import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AtsKind } from "@/lib/ats/kinds";
import type { AccessReport } from "@/lib/ats/access-report";
import { testAtsConnectionAction } from "../../actions";

const verdict = (report: AccessReport) =>
  report.outcome === "refused"
    ? ({ tone: "danger", text: "Key refused" } as const)
    : report.outcome === "unreachable"
      ? ({ tone: "danger", text: "Not reached" } as const)
      : report.missing.some((m) => !m.onlyIf)
        ? ({ tone: "warning", text: "Permissions missing" } as const)
        : report.missing.length || report.unchecked.length
          ? ({ tone: "warning", text: "Works, with gaps" } as const)
          : ({ tone: "success", text: "Works" } as const);

/**
 * "Test connection": calls the ATS with the key typed in the form `formId` (its key, base URL and user fields; a
 * blank key tests the saved one) or, without a form, with the saved connection, and says what works in words.
 */
export function TestConnection({ ats, formId, saved }: { ats: AtsKind; formId?: string; saved?: { baseUrl: string } }) {
  const [pending, start] = useTransition();
  const [report, setReport] = useState<AccessReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = () =>
    start(async () => {
      const form = formId ? (document.getElementById(formId) as HTMLFormElement | null) : null;
      const data = form ? new FormData(form) : null;
      const text = (name: string) => String(data?.get(name) ?? "");
      const result = await testAtsConnectionAction({
        ats,
        apiKey: data ? text("apiKey") : "",
        baseUrl: data ? text("baseUrl") : (saved?.baseUrl ?? ""),
        actingUserId: data ? text("actingUserId") : "",
      });
      setReport(result.ok ? result.data : null);
      setFailure(result.ok ? null : result.message);
    });
  const shown = report && verdict(report);
  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" disabled={pending} onClick={run}>
        {pending ? "Testing…" : "Test connection"}
      </Button>
      <div role="status" aria-live="polite" aria-label="Connection test result" className="text-sm">
        {pending ? null : failure ? (
          <p className="text-red-700 dark:text-red-300">{failure}</p>
        ) : (
          report &&
          shown && (
            <p className="rounded-md border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-700 dark:bg-zinc-800/60">
              <Badge tone={shown.tone} className="mr-2">
                {shown.text}
              </Badge>
              {report.summary}
            </p>
          )
        )}
      </div>
    </div>
  );
}
