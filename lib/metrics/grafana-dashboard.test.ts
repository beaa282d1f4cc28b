import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { getMetrics } from "./definitions";

interface Panel {
  title: string;
  targets?: { expr: string }[];
}

describe("ops/grafana-dashboard.json", () => {
  it("queries only metrics this app exports", async () => {
    const dashboard = JSON.parse(fs.readFileSync("ops/grafana-dashboard.json", "utf8")) as { panels: Panel[] };
    const exported = new Set(
      [...(await getMetrics().registry.metrics()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]),
    );
    const queried = dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).flatMap((target) =>
        [...target.expr.matchAll(/\b(?:screening_api|sync|webhooks?|outbox|sign_in|jobs?|process|nodejs)_\w+/g)].map(
          (match) => ({ panel: panel.title, metric: match[0].replace(/_(bucket|count|sum)$/, "") }),
        ),
      ),
    );
    expect(queried.length).toBeGreaterThan(15);
    expect(queried.filter(({ metric }) => !exported.has(metric))).toEqual([]);
  });
});
