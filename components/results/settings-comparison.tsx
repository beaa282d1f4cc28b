import type { Problem, Results } from "@/lib/api-contract/responses";
import { describeApiError } from "@/lib/screening-api/describe-error";
import { localeLabel, resourceModeLabel, resourceModeName } from "./labels";
import { Card } from "@/components/ui/card";

type CurrentProblem = { ok: true; value: Problem } | { ok: false; error: unknown };

/**
 * The settings the candidate took the screen under (spec 2.4), beside the problem's external-resource mode as
 * it is now: problems can be changed after a screen is issued, and a result should be read with the rules
 * that applied to it.
 */
export function SettingsComparison({ settings, problem }: { settings: Results["settings"]; problem: CurrentProblem }) {
  const taken = settings.external_resource_mode;
  const current = problem.ok ? problem.value.externalResourceMode : undefined;
  const differs = current !== undefined && current !== taken;
  const failure = problem.ok ? null : describeApiError(problem.error);
  return (
    <Card aria-labelledby="settings-heading" as="section" className="space-y-3">
      <h2 id="settings-heading" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        Settings in effect
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">External resources</dt>
        <dd>{resourceModeLabel(taken)}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Spoken language</dt>
        <dd>{localeLabel(settings.spoken_locale)}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Problem now</dt>
        <dd>
          {failure
            ? "Could not be loaded"
            : current === undefined
              ? "Not reported by the service"
              : resourceModeLabel(current)}
        </dd>
      </dl>
      {differs && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          The problem has changed since: it is now {resourceModeName(current)}, but this screen was taken under{" "}
          {resourceModeName(taken)}. Read these results against the rules that applied then.
        </p>
      )}
      {failure && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          The problem&apos;s current settings could not be loaded ({failure.title}: {failure.detail}), so they are not
          compared.
        </p>
      )}
    </Card>
  );
}
