import type { ExplanationLetter } from "./explanation-letter";
import { PdfDocumentWriter } from "./pdf-document";

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "unknown");
const decisionWords: Record<string, string> = {
  advance: "to move your application forward",
  reject: "not to move your application forward",
  hold: "to hold your application for now",
};

/** The explanation letter in plain language, one section per completed screen. */
export async function explanationLetterPdf(letter: ExplanationLetter, now: Date): Promise<Uint8Array> {
  const pdf = await PdfDocumentWriter.create(`Explanation for ${letter.candidate.name}`);
  pdf.heading("How your assessment was evaluated", 18);
  pdf.paragraph(`Dear ${letter.candidate.name},`);
  pdf.paragraph(
    "You asked how the automated assessment you took was used in our hiring decision. This letter explains, for " +
      "each assessment you completed, what was measured, the scores the assessment service gave and its reasons, " +
      "and any decision a person on our team then made. The scores do not decide on their own: each decision below " +
      "was made by a person who reviewed them.",
  );
  if (!letter.screens.length) pdf.paragraph("We have no completed assessment of yours on record.");
  for (const screen of letter.screens) {
    pdf.heading(`${screen.problemName} (completed ${day(screen.completedAt)})`, 12);
    pdf.paragraph(
      screen.score === null
        ? "This assessment has no overall score."
        : `Overall score: ${screen.score} out of 100. It combines the scores of the parts below.`,
    );
    if (!screen.dimensions.length) pdf.paragraph("The service gave no per-part scores for this assessment.");
    for (const dimension of screen.dimensions)
      pdf.paragraph(`${dimension.name}: ${dimension.score} out of 100. ${dimension.explanation}`);
    if (!screen.decisions.length) pdf.paragraph("No one on our team has made a decision on this assessment yet.");
    for (const decision of screen.decisions)
      pdf.paragraph(
        `Decision: ${decisionWords[decision.decision] ?? decision.decision}, made by ${decision.by} on ${day(decision.at)}.` +
          (decision.reason ? ` Reason given: ${decision.reason}` : ""),
      );
  }
  pdf.paragraph(
    `If you think something here is wrong, reply to this letter and a person will look at it again. Prepared ${day(now)}.`,
    { muted: true, size: 9 },
  );
  return pdf.bytes();
}
