import { formatDuration } from "@/lib/utils/format";
import type { DocContext, DocSection } from "./export-document-model";
import { atsName, inWords, levelWords, problemTypeWords, scoreWords, verdictWords } from "./export-words";

// "What we hold", the parts that came from the screening service: the record, screens, results, integrity findings.

export function recordSection({ rows, when }: DocContext): DocSection {
  const records = rows.mirror_candidate ?? [];
  return {
    id: "record",
    heading: "Your record",
    text: records.length
      ? ["Your name and email as the screening service holds them, copied into our dashboard."]
      : ["We hold no copy of your record from the screening service."],
    tables: records.map((c) => ({
      caption: "Your record as we hold it",
      head: ["What", "Value"],
      rows: [
        ["Name", c.name],
        ["Email", c.email],
        [
          "Applicant tracking system",
          c.integrationSource ? `${atsName(c.integrationSource)}, id ${c.externalId ?? "—"}` : "None",
        ],
        ["Created at the screening service", when(c.createdAt)],
        ...(c.goneAt ? [["No longer listed by the screening service since", when(c.goneAt)]] : []),
      ],
    })),
  };
}

export function screensSection({ rows, facts, when }: DocContext): DocSection {
  const screens = (rows.mirror_screen ?? []).toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    id: "screens",
    heading: "Screens",
    text: [
      screens.length ? `The assessments ("screens") you were sent: ${screens.length}.` : "We hold no screen of yours.",
    ],
    tables: screens.length
      ? [
          {
            caption: "Your screens",
            head: ["Problem", "Type", "Status", "Issued", "Status since"],
            rows: screens.map((s) => [
              facts.problems.get(s.problemId) ?? `Problem ${s.problemId}`,
              problemTypeWords(s.problemType),
              s.status,
              when(s.createdAt),
              when(s.completedAt ?? s.statusAt),
            ]),
          },
        ]
      : [],
  };
}

export function resultsSection({ rows, screen, when }: DocContext): DocSection {
  const results = (rows.result_snapshot ?? []).toSorted((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  // Each result's parts together, in the results' order, then in the order the service lists them.
  const order = new Map(results.map((r, i) => [r.interviewId, i]));
  const parts = (rows.result_dimension ?? []).toSorted(
    (a, b) =>
      (order.get(a.interviewId) ?? results.length) - (order.get(b.interviewId) ?? results.length) ||
      a.position - b.position,
  );
  const findings = (flags: number, critical: number) =>
    flags ? `${flags}${critical ? `, ${critical} critical` : ""}` : "None";
  return {
    id: "results",
    heading: "Results",
    text: results.length
      ? [
          "Your results as the screening service reported them. Scores are out of 100; a video screen is not graded, " +
            "a person reviews it. Each completed screen's full report is in results/ as a PDF.",
        ]
      : ["We hold no result of yours."],
    tables: [
      ...(results.length
        ? [
            {
              caption: "Your results",
              head: ["Screen", "Completed", "Score", "Time taken", "Integrity risk", "Integrity findings"],
              rows: results.map((r) => [
                screen(r.interviewId),
                when(r.completedAt),
                scoreWords(r.score),
                formatDuration(r.completionTimeSeconds),
                inWords(r.risk),
                findings(r.flagCount, r.criticalCount),
              ]),
            },
          ]
        : []),
      ...(parts.length
        ? [
            {
              caption: "Scores per part",
              head: ["Screen", "Part", "Score"],
              rows: parts.map((p) => [screen(p.interviewId), p.name, scoreWords(p.score)]),
            },
          ]
        : []),
    ],
  };
}

export function integritySection({ facts, rows, screen, who, when, day }: DocContext): DocSection {
  const reviews = rows.flag_review ?? [];
  const flags = rows.result_flag ?? [];
  const key = (interviewId: string, flagId: string) => `${interviewId} ${flagId}`;
  const flagged = new Set(flags.map((f) => key(f.interviewId, f.flagId)));
  const items = [
    ...flags.map((f) => ({
      interviewId: f.interviewId,
      flagId: f.flagId,
      title: f.title,
      level: f.level,
      day: day(f.day),
    })),
    // A verdict on a flag whose result is gone from the copy still says what was decided.
    ...reviews
      .filter((r) => !flagged.has(key(r.interviewId, r.flagId)))
      .map((r) => ({
        interviewId: r.interviewId,
        flagId: r.flagId,
        title: inWords(r.flagId),
        level: r.level,
        day: "—",
      })),
  ];
  const verdicts = new Map(reviews.map((r) => [key(r.interviewId, r.flagId), r]));
  const history = facts.tables.flag_review_change?.length ?? 0;
  return {
    id: "integrity",
    heading: "Integrity findings and our verdicts",
    text: [
      "The screening service checks each assessment for signs that the work was not the candidate's own (such as " +
        "switching away from it or pasting large blocks) and reports what it found. A person on our team then gives " +
        "each finding a verdict: Confirmed, Cleared (not a problem) or Needs a retake.",
      items.length ? `Findings: ${items.length}.` : "No integrity check reported anything about you.",
      ...(history
        ? [`Every verdict given, earlier ones included (${history}), is in data/flag_review_change.json.`]
        : []),
    ],
    tables: items.length
      ? [
          {
            caption: "Integrity findings and verdicts",
            head: ["Screen", "Finding", "Level", "Reported", "Verdict", "Reason and note", "By", "When"],
            rows: items.map((item) => {
              const review = verdicts.get(key(item.interviewId, item.flagId));
              if (!review)
                return [
                  screen(item.interviewId),
                  item.title,
                  levelWords(item.level),
                  item.day,
                  "No verdict yet",
                  "—",
                  "—",
                  "—",
                ];
              const second = review.secondReviewerId ? `; agreed by ${who(review.secondReviewerId)}` : "";
              return [
                screen(item.interviewId),
                item.title,
                levelWords(item.level),
                item.day,
                verdictWords(review.verdict),
                [review.reason, review.note].filter(Boolean).join(". ") || "—",
                `${who(review.reviewerId)}${second}`,
                when(review.updatedAt),
              ];
            }),
          },
        ]
      : [],
  };
}
