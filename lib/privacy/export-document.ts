import { resultsPdfPath, wordsFor } from "./export-contents";
import { docContext, type DocContext, type ExportDocument, type ExportFacts } from "./export-document-model";
import { erasureOutlook } from "./export-erasure";
import { integritySection, recordSection, resultsSection, screensSection } from "./export-holdings-service";
import { activitySection, atsApplicationsSection, importsSection } from "./export-holdings-systems";
import {
  decisionsSection,
  ipReportsSection,
  notesSection,
  scoutSection,
  selfIdentificationSection,
  shareLinksSection,
} from "./export-holdings-team";
import { atsName } from "./export-words";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

function person({ facts, rows, when }: DocContext) {
  const [record] = rows.mirror_candidate ?? [];
  const [row] = rows.bulk_job_row ?? [];
  const atsIds = [
    ...new Set([
      ...(rows.mirror_candidate ?? []).flatMap((c) => (c.externalId ? [c.externalId] : [])),
      ...(rows.ats_application_screen ?? []).map((a) => a.atsCandidateId),
    ]),
  ];
  return {
    name: record?.name ?? row?.name ?? null,
    facts: [
      { label: "Name", value: record?.name ?? row?.name ?? "Not held" },
      { label: "Email", value: record?.email ?? row?.email ?? "Not held" },
      { label: "Candidate id (the screening service's)", value: facts.candidateId },
      ...(atsIds.length ? [{ label: "Applicant tracking system ids", value: atsIds.join(", ") }] : []),
      { label: "Exported", value: when(facts.now) },
    ],
  };
}

/** Where the data came from: the service, the ATS, an import, people on the team. */
function sources({ facts, rows }: DocContext): string[] {
  const t = facts.tables;
  const count = (table: string) => t[table]?.length ?? 0;
  const out: string[] = [];
  if (count("mirror_candidate") || count("mirror_screen") || count("result_snapshot") || count("webhook_event"))
    out.push(
      "The screening service that ran your assessments: your record, the screens you were sent, your results and " +
        "their integrity findings. The dashboard keeps a copy of what the service tells it.",
    );
  const systems = new Set([
    ...(rows.mirror_candidate ?? []).flatMap((c) => (c.integrationSource ? [c.integrationSource] : [])),
    ...(rows.ats_application_screen ?? []).map((a) => a.ats),
    ...(rows.bulk_job_row ?? []).flatMap((r) => (r.integrationSource ? [r.integrationSource] : [])),
  ]);
  if (systems.size)
    out.push(
      `Our applicant tracking system (${[...systems].map(atsName).join(", ")}): your application, and the ATS id ` +
        "your record carries. Messages it sent about you are in the appendix.",
    );
  const imported = (rows.bulk_job_row ?? []).filter((r) => r.inputLine !== null).length;
  if (imported)
    out.push(`A file our team imported (a roster or a spreadsheet): ${plural(imported, "row")} naming you.`);
  const typed = [
    [count("note"), "note"],
    [count("tag"), "label"],
    [count("decision"), "decision"],
    [
      count("flag_review_change") || count("flag_review"),
      "verdict on an integrity finding",
      "verdicts on integrity findings",
    ],
    [count("ip_report"), "IP address report"],
    [count("scout_request"), "background check request"],
  ] as const;
  const written = typed.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  if (written.length) out.push(`Typed in by people on our team: ${written.join(", ")}.`);
  if (!out.length) out.push("Nothing here came from anywhere but the dashboard's own records of its work.");
  return out;
}

function files({ facts, screen }: DocContext): ExportDocument["files"] {
  return [
    { name: "index.html", holds: "This document." },
    { name: "README.txt", holds: "A short plain-text list of the archive's contents." },
    ...Object.entries(facts.tables).map(([table, rows]) => ({
      name: `data/${table}.json, data/${table}.csv`,
      holds: `${wordsFor(table).label} (${plural(rows.length, "row")}). ${wordsFor(table).holds}`,
    })),
    ...facts.pdfs.map((id) => ({
      name: resultsPdfPath(id),
      holds: `The full results report of ${screen(id)}, as the screening service writes it (a .txt file says why if it could not).`,
    })),
  ];
}

/** The export's readable document, from its tables (see ExportDocument). */
export function buildExportDocument(facts: ExportFacts): ExportDocument {
  const ctx = docContext(facts);
  const who = person(ctx);
  const holdings = [
    recordSection(ctx),
    screensSection(ctx),
    resultsSection(ctx),
    integritySection(ctx),
    decisionsSection(ctx),
    notesSection(ctx),
    ipReportsSection(ctx),
    scoutSection(ctx),
    selfIdentificationSection(ctx),
    atsApplicationsSection(ctx),
    importsSection(ctx),
    shareLinksSection(ctx),
    activitySection(ctx),
  ].filter((s) => s !== null);
  return {
    title: `Your personal data${who.name ? `, ${who.name}` : ""}`,
    person: who.facts,
    intro: [
      "This is everything our screening dashboard holds about you: the tool our hiring team uses to send coding and " +
        "video assessments, read their results and record what it decided. It says what we hold, where it came from, " +
        "what was decided and when it will be erased. The appendix lists the files of this archive, which hold every " +
        "record in full.",
    ],
    forAdmin:
      "For the admin sending this: read it before you send it. It holds what the team wrote about this person word " +
      "for word, and the names of the team members who did. The screening service keeps its own copy (see When it " +
      "will be erased).",
    holdings,
    sources: sources(ctx),
    erasure: erasureOutlook(ctx),
    files: files(ctx),
  };
}
