import { FramedTable } from "@/components/ui/table";
import type { getConnectionView } from "@/lib/ats/connections";
import type { AtsKind } from "@/lib/ats/kinds";
import { RuleForm, RemoveRuleButton } from "./rule-form";

/** Which ATS stage of which job issues which problem, and the form that adds a rule once connected. */
export function StageRules({
  ats,
  connection,
  names,
  ready,
}: {
  ats: AtsKind;
  connection: Awaited<ReturnType<typeof getConnectionView>>;
  names: Map<string, string>;
  ready: { id: string; name: string }[];
}) {
  return (
    <section aria-labelledby="rules" className="mb-6">
      <h2 id="rules" className="mb-3 font-semibold">
        Stage rules
      </h2>
      <FramedTable
        columns={["Job", "Stage", "Problem issued", { label: "Actions", hidden: true }]}
        caption="Stage rules"
      >
        {connection?.rules.length ? (
          connection.rules.map((rule) => (
            <tr key={rule.id}>
              <td>
                {rule.jobName ?? `Job ${rule.jobId}`}
                <span className="block text-xs text-zinc-500">id {rule.jobId}</span>
              </td>
              <td>{rule.stageName}</td>
              <td>{names.get(rule.problemId) ?? rule.problemId}</td>
              <td>
                <RemoveRuleButton
                  ats={ats}
                  ruleId={rule.id}
                  label={`${rule.jobName ?? rule.jobId} ${rule.stageName}`}
                />
              </td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={4}>No rules yet: add one below.</td>
          </tr>
        )}
      </FramedTable>
      {connection ? (
        <RuleForm ats={ats} problems={ready} />
      ) : (
        <p className="mt-3 text-sm">Save the connection first.</p>
      )}
    </section>
  );
}
