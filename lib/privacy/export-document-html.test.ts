import { describe, expect, it } from "vitest";
import { buildExportDocument } from "./export-document";
import type { ExportFacts } from "./export-document-model";
import { renderExportDocument } from "./export-document-html";

const hostile = {
  script: '<script>alert("x")</script>',
  attribute: '"><img src=x onerror=alert(1)>',
};
const now = new Date("2026-12-03T10:00:00Z");
const candidateId = "cand-7";
const screenId = "int-7";
const reviewer = "user-1";

/** One person's tables as subject-rows.ts returns them: internal columns included, hostile text in the free text. */
function facts(overrides: Partial<ExportFacts> = {}): ExportFacts {
  return {
    candidateId,
    tables: {
      mirror_candidate: [
        {
          id: candidateId,
          name: `Ada ${hostile.script}`,
          email: "ada@example.test",
          integrationSource: "greenhouse",
          externalId: "gh-1",
          createdAt: new Date("2026-01-05T09:00:00Z"),
          nameKey: "ada <script>",
          emailKey: "ada@example.test",
          searchText: "searchtext-only-value",
          raw: { rawOnlyField: "raw-only-value" },
          confirmedAt: now,
          seenRun: 12n,
          goneAt: null,
          updatedAt: now,
        },
      ],
      mirror_screen: [
        {
          id: screenId,
          candidateId,
          problemId: "prob-1",
          problemType: "technical-assessment",
          status: "Completed",
          createdAt: new Date("2026-01-06T09:00:00Z"),
          raw: { rawOnlyField: "raw-only-value" },
          statusAt: new Date("2026-01-07T09:00:00Z"),
          score: 71.25,
          completedAt: new Date("2026-01-07T09:00:00Z"),
          goneAt: null,
        },
      ],
      result_snapshot: [
        {
          interviewId: screenId,
          candidateId,
          problemId: "prob-1",
          score: 71.25,
          risk: "medium",
          flagCount: 1,
          criticalCount: 0,
          riskRank: 1,
          completedAt: new Date("2026-01-07T09:00:00Z"),
          completionTimeSeconds: 3_000,
          results: {},
        },
      ],
      result_flag: [
        {
          interviewId: screenId,
          flagId: "tab-switching",
          problemId: "prob-1",
          level: "warning",
          title: "Tab switching",
        },
      ],
      flag_review: [
        {
          interviewId: screenId,
          flagId: "tab-switching",
          reviewerId: reviewer,
          verdict: "cleared",
          reason: "Explained",
          note: hostile.attribute,
          level: "warning",
          secondReviewerId: null,
          updatedAt: now,
        },
      ],
      note: [
        {
          id: "n1",
          targetType: "candidate",
          targetId: candidateId,
          authorId: reviewer,
          body: hostile.script,
          createdAt: now,
        },
      ],
      decision: [
        {
          id: "d1",
          interviewId: screenId,
          reviewerId: reviewer,
          decision: "advance",
          reason: `Strong work ${hostile.attribute}`,
          createdAt: now,
          updatedAt: now,
        },
      ],
      share_link: [
        {
          id: "l1",
          tokenHash: "tokenhash-only-value",
          interviewId: screenId,
          createdByEmail: "maya@example.test",
          createdAt: now,
          expiresAt: now,
          revokedAt: null,
        },
      ],
      audit_event: [{ id: "a1", action: "note.add", hash: "ab12", prevHash: "cd34", payloadHash: "ef56", seq: 3n }],
      notification: [{ id: "x1", event_key: "k", message_id: null }],
    },
    staff: new Map([[reviewer, { name: `Maya ${hostile.attribute}`, email: "maya@example.test", role: "manager" }]]),
    problems: new Map([["prob-1", `Payments API ${hostile.script}`]]),
    retention: { enabled: false, days: 365, mode: "anonymize" },
    pdfs: [screenId],
    now,
    ...overrides,
  };
}

const render = (overrides?: Partial<ExportFacts>) => renderExportDocument(buildExportDocument(facts(overrides)));

describe("the subject access export's index.html", () => {
  it("escapes every value: no tag or attribute of the data reaches the markup", () => {
    const page = render();
    expect(page).not.toContain("<script");
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toContain('"><');
    expect(page).toContain("Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain("Strong work &quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  it("stands alone: inline style only, no script, no URL, a policy that forbids loading anything", () => {
    const page = render();
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toMatch(/<link|<script|@import|url\(/i);
    // The hostile note's "src=" stays text: no element of the page has a source, and links only go within it.
    expect(page).not.toMatch(/<[a-z][^<>]*\ssrc=/i);
    expect(page).not.toMatch(/href="(?!#)/);
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'`);
    expect(page).toContain("prefers-color-scheme: dark");
    expect(page).toContain("@media print");
  });

  it("has each section, for the person and the admin who sends it", () => {
    const page = render();
    for (const heading of [
      "Who this is about",
      "What we hold",
      "Where it came from",
      "When it will be erased",
      "Appendix: the files of this archive",
    ])
      expect(page).toMatch(new RegExp(`<h2 id="[a-z]+">${heading}</h2>`));
    for (const heading of [
      "Your record",
      "Screens",
      "Results",
      "Integrity findings and our verdicts",
      "Decisions",
      "Notes and labels",
      "Links to your results",
      "Records of activity",
    ])
      expect(page).toMatch(new RegExp(`<h3 id="[a-z-]+">${heading}</h3>`));
    expect(page).toContain("For the admin sending this");
  });

  it("says who, what was decided by whom, the score as the service gave it, and where it came from", () => {
    const page = render();
    expect(page).toContain("<dd>ada@example.test</dd>");
    expect(page).toContain(`<dd>${candidateId}</dd>`);
    expect(page).toContain("Advance: move the application forward");
    expect(page).toContain("Maya &quot;&gt;&lt;img src=x onerror=alert(1)&gt; (Hiring manager)");
    expect(page).toContain("71.3\u00a0/\u00a0100");
    expect(page).toContain("Cleared");
    expect(page).toContain("Our applicant tracking system (Greenhouse)");
    expect(page).toContain("Typed in by people on our team: 1 note, 1 decision, 1 verdict on an integrity finding.");
    expect(page).toContain("data/audit_event.json, data/audit_event.csv");
    expect(page).toContain("results/int-7.pdf");
  });

  it("leaves the internal columns, and what only they hold, out of the page", () => {
    const page = render();
    for (const column of ["nameKey", "emailKey", "searchText", "rawOnlyField", "prevHash", "payloadHash", "tokenHash"])
      expect(page).not.toContain(column);
    for (const value of ["searchtext-only-value", "raw-only-value", "tokenhash-only-value"])
      expect(page).not.toContain(value);
  });

  it("says retention is off, and that data then stays until erased on request", () => {
    expect(render()).toContain("Retention is off: we keep this data until an admin erases it");
  });

  it("with retention on, says the rule and the night it would take this person", () => {
    const page = render({ retention: { enabled: true, days: 365, mode: "delete" } });
    expect(page).toContain("Retention is on: 365 days after a candidate&#39;s last screen was completed or expired");
    expect(page).toContain("deletes everything the dashboard holds about them");
    // Last screen ended 7 Jan 2026 09:00 UTC; 365 days later is 7 Jan 2027 09:00, so the 02:41 run of 8 Jan.
    expect(page).toContain(
      '<p class="headline">Planned erasure: the nightly run of 8 Jan 2027, 02:41 UTC, 365 days after your last screen',
    );
  });

  it("names a legal hold, and a screen still open, instead of a date", () => {
    const base = facts();
    const held = render({
      retention: { enabled: true, days: 30, mode: "anonymize" },
      tables: { ...base.tables, legal_hold: [{ candidateId, reason: "Case 42", placedAt: now }] },
    });
    expect(held).toContain("under a legal hold since 3 Dec 2026");
    expect(held).not.toContain("Planned erasure");
    const open = render({
      retention: { enabled: true, days: 30, mode: "anonymize" },
      tables: { ...base.tables, mirror_screen: [{ ...base.tables.mirror_screen![0], status: "In Progress" }] },
    });
    expect(open).toContain("Not dated yet: a screen of yours is still open (In Progress)");
  });
});
