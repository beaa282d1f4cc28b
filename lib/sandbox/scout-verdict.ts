import {
  checkGithub,
  checkLinkedin,
  checkPhone,
  checkProfileNames,
  checkResumeContact,
  checkResumeName,
  type ScoutFinding,
} from "./scout-checks";
import { checkEmploymentHistory } from "./scout-employment";

export type { ScoutFinding } from "./scout-checks";

/** What a Scout run (spec 4.14) is given; resume texts come from `extractResumeText`. */
export interface ScoutInput {
  candidate: { name: string; email: string };
  phone?: string;
  linkedinUrl?: string;
  githubUrl?: string;
  resumeTexts: string[];
  /** The date the run is judged at (future-dated employment); defaults to now. */
  now?: Date;
}

export interface ScoutVerdict {
  verdict: "verified" | "discrepancies" | "unverifiable";
  summary: string;
  findings: ScoutFinding[];
}

const labels: Record<string, string> = {
  phone: "phone",
  "linkedin-url": "LinkedIn URL",
  "github-url": "GitHub URL",
  "resume-name": "name on resume",
  "resume-email": "email on resume",
  "employment-history": "employment history",
  "profile-name": "profile names",
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * Scout's verdict from the submitted signals. Unverifiable when there is nothing to verify against (no
 * readable resume and no profile URL); discrepancies when any check fails; verified otherwise.
 */
export function computeScoutVerdict(input: ScoutInput): ScoutVerdict {
  const texts = input.resumeTexts.filter((t) => t.trim().length > 0);
  const { name, email } = input.candidate;
  const findings = [
    checkPhone(input.phone),
    checkLinkedin(input.linkedinUrl),
    checkGithub(input.githubUrl),
    checkResumeName(name, texts),
    checkResumeContact(email, texts),
    checkEmploymentHistory(texts, input.now ?? new Date()),
    checkProfileNames(name, input.linkedinUrl, input.githubUrl),
  ];

  const hasUrls = Boolean(input.linkedinUrl?.trim() || input.githubUrl?.trim());
  if (texts.length === 0 && !hasUrls) {
    const why = input.resumeTexts.length > 0 ? "the resumes had no readable text" : "no resume was provided";
    return {
      verdict: "unverifiable",
      summary: `Not enough to verify ${name}: ${why} and no LinkedIn or GitHub profile was given.`,
      findings,
    };
  }
  const failed = findings.filter((f) => f.status === "fail");
  if (failed.length > 0) {
    return {
      verdict: "discrepancies",
      summary: `Discrepancies for ${name}: ${failed.map((f) => f.detail.replace(/\.$/, "")).join("; ")}.`,
      findings,
    };
  }
  const passed = findings.filter((f) => f.status === "pass").map((f) => labels[f.check] ?? f.check);
  const skipped = findings.filter((f) => f.status === "skipped").length;
  const skippedNote =
    skipped > 0 ? ` ${skipped} check${skipped === 1 ? " was" : "s were"} skipped for lack of data.` : "";
  return { verdict: "verified", summary: `Verified ${name}: ${list(passed)} checked out.${skippedNote}`, findings };
}
