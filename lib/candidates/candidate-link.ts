import type { Assessment } from "@/lib/api-contract/responses";

/**
 * Names a service might give the candidate's own address under. The spec's assessment has no such field, and
 * response schemas keep fields they do not know, so a service that sends one is shown; the sandbox, following the
 * spec, sends none.
 */
const linkFields = [
  "candidateLink",
  "candidateUrl",
  "interviewLink",
  "interviewUrl",
  "inviteLink",
  "invitationLink",
  "link",
  "url",
];

/** The screen's candidate link when the service sent one as an https address, else null. */
export function candidateLinkOf(screen: Assessment): string | null {
  const fields = screen as Record<string, unknown>;
  for (const name of linkFields) {
    const value = fields[name];
    if (typeof value !== "string") continue;
    try {
      if (new URL(value).protocol === "https:") return value;
    } catch {
      continue;
    }
  }
  return null;
}
