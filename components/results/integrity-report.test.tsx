import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IntegrityReport } from "./integrity-report";

describe("the integrity report", () => {
  it("shows the moments the service's text names in the reader's zone, keeping each moment in <time>", () => {
    const html = renderToStaticMarkup(
      <IntegrityReport
        zone="Europe/Paris"
        report={{
          risk: "medium",
          explanation: "Readings changed country at 2026-11-03T12:40:00.000Z.",
          flags: [
            {
              id: "location-mismatch",
              title: "Location consistency",
              description:
                "IP readings place the candidate in France, Spain. Observed from 2026-11-03T09:14:00.000Z to 2026-11-03T12:40:00.000Z.",
              level: "warning",
            },
          ],
          passing_flags: [],
        }}
      />,
    );
    expect(html).toContain(
      'Readings changed country at <time dateTime="2026-11-03T12:40:00.000Z">3 Nov 2026, 13:40 CET</time>.',
    );
    expect(html).toContain(
      'Observed from <time dateTime="2026-11-03T09:14:00.000Z">3 Nov 2026, 10:14 CET</time> to <time dateTime="2026-11-03T12:40:00.000Z">3 Nov 2026, 13:40 CET</time>.',
    );
    expect(html.replace(/dateTime="[^"]*"/g, "")).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
