import { categoryLabels } from "@/lib/fairness/categories";
import type { DocContext, DocSection, DocTable } from "./export-document-model";
import { decisionWords, inWords } from "./export-words";

// "What we hold", the parts the team added: decisions, notes, IP reports, background checks, share links, answers.

/** A section for a kind the person may have none of: left out when empty. */
const section = (id: string, heading: string, text: string[], tables: DocTable[]): DocSection | null =>
  tables.some((t) => t.rows.length) ? { id, heading, text, tables: tables.filter((t) => t.rows.length) } : null;

export function decisionsSection({ rows, screen, who, when }: DocContext): DocSection {
  const decisions = (rows.decision ?? []).toSorted((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
  const changed = (made: Date, last: Date) => (made.getTime() === last.getTime() ? "" : ` (first made ${when(made)})`);
  return {
    id: "decisions",
    heading: "Decisions",
    text: [
      "After a screen, a person on our team decides what happens next: advance, hold or reject. The score does not " +
        "decide on its own. Each reviewer has one decision per result; a changed decision shows when it was first made.",
      decisions.length ? `Decisions: ${decisions.length}.` : "Nobody on our team has recorded a decision about you.",
    ],
    tables: decisions.length
      ? [
          {
            caption: "Decisions on your results",
            head: ["Screen", "Decision", "Reason given", "Decided by", "When"],
            rows: decisions.map((d) => [
              screen(d.interviewId),
              decisionWords(d.decision),
              d.reason || "—",
              who(d.reviewerId),
              `${when(d.updatedAt)}${changed(d.createdAt, d.updatedAt)}`,
            ]),
          },
        ]
      : [],
  };
}

export function notesSection({ facts, rows, screen, who, when }: DocContext): DocSection {
  const about = (targetType: string, targetId: string) =>
    targetId === facts.candidateId ? "You" : targetType === "candidate" ? `Candidate ${targetId}` : screen(targetId);
  const notes = (rows.note ?? []).toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const tags = rows.tag ?? [];
  return {
    id: "notes",
    heading: "Notes and labels",
    text: [
      notes.length || tags.length
        ? "What people on our team wrote about you or your results, word for word, and the labels they gave."
        : "Nobody on our team has written a note or label about you.",
    ],
    tables: [
      {
        caption: "Notes",
        head: ["Written", "By", "About", "Note"],
        rows: notes.map((n) => [when(n.createdAt), who(n.authorId), about(n.targetType, n.targetId), n.body]),
      },
      {
        caption: "Labels",
        head: ["Label", "On", "By", "When"],
        rows: tags.map((t) => [t.label, about(t.targetType, t.targetId), who(t.authorId), when(t.createdAt)]),
      },
    ].filter((t) => t.rows.length),
  };
}

export function ipReportsSection({ rows, who, when }: DocContext): DocSection | null {
  return section(
    "ip-addresses",
    "IP addresses",
    [
      "IP addresses our team observed for you and reported to the screening service, which uses them in its integrity " +
        "checks, with the service's answer.",
    ],
    [
      {
        caption: "IP address reports",
        head: ["Observed", "IP address", "Where observed", "Service's answer", "Reported by"],
        rows: (rows.ip_report ?? []).map((r) => [
          when(r.observedAt),
          r.ipAddress,
          r.source,
          `${inWords(r.outcome)}${r.duplicate ? " (already reported)" : ""}${r.message ? `: ${r.message}` : ""}`,
          who(r.reportedById),
        ]),
      },
    ],
  );
}

export function scoutSection({ rows, who, when }: DocContext): DocSection | null {
  const given = (r: NonNullable<DocContext["rows"]["scout_request"]>[number]) =>
    [
      r.phone && `phone ${r.phone}`,
      r.linkedinUrl && `LinkedIn ${r.linkedinUrl}`,
      r.githubUrl && `GitHub ${r.githubUrl}`,
      r.resumeNames.length && `résumé ${r.resumeNames.join(", ")}`,
    ]
      .filter(Boolean)
      .join("; ") || "—";
  return section(
    "background-checks",
    "Background checks (Scout)",
    [
      "Checks our team asked the screening service to run on your résumé and public profiles. The full answer is in " +
        "data/scout_request.json.",
    ],
    [
      {
        caption: "Background checks",
        head: ["Started", "Run by", "What was given", "Status", "Verdict", "Finished"],
        rows: (rows.scout_request ?? []).map((r) => [
          when(r.createdAt),
          who(r.triggeredById),
          given(r),
          inWords(r.status),
          inWords(r.verdict),
          when(r.completedAt),
        ]),
      },
    ],
  );
}

export function shareLinksSection({ rows, screen, when }: DocContext): DocSection | null {
  return section(
    "share-links",
    "Links to your results",
    ["Links our team made to show one of your results to a colleague. Each expires; a revoked one no longer opens."],
    [
      {
        caption: "Share links",
        head: ["Result", "Made by", "Made", "Expires", "Revoked"],
        rows: (rows.share_link ?? []).map((l) => [
          screen(l.interviewId),
          l.createdByEmail,
          when(l.createdAt),
          when(l.expiresAt),
          l.revokedAt ? `${when(l.revokedAt)}${l.revokedByEmail ? ` by ${l.revokedByEmail}` : ""}` : "No",
        ]),
      },
    ],
  );
}

export function selfIdentificationSection({ rows, who, when }: DocContext): DocSection | null {
  const answer = (value: string | null) =>
    value === null ? "Not asked" : (categoryLabels[value as keyof typeof categoryLabels] ?? inWords(value));
  return section(
    "self-identification",
    "Voluntary self-identification",
    [
      "Answers you chose to give about yourself for equal-opportunity reporting. They are kept apart from everything " +
        "reviewers see and read only by staff with the compliance permission; they play no part in decisions.",
    ],
    [
      {
        caption: "Your answers",
        head: ["Sex", "Race or ethnicity", "Veteran status", "Disability", "Recorded", "From"],
        rows: (rows.demographic_answer ?? []).map((a) => [
          answer(a.sex),
          answer(a.race_ethnicity),
          answer(a.veteran),
          answer(a.disability),
          when(a.recorded_at),
          a.source === "file"
            ? "A file our team imported"
            : a.source === "manual"
              ? `Typed in by ${who(a.recorded_by_id)}`
              : inWords(a.source),
        ]),
      },
    ],
  );
}
