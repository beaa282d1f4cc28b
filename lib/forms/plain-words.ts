/**
 * The API's field names and codes as the forms call them. The service (and the sandbox, which speaks as the
 * service) words its refusals with field names ("desiredTime must be between 30 and 60 minutes"); people read
 * the labels they typed into. Browser-safe.
 */
const fieldWords: Record<string, string> = {
  desiredTime: "Duration",
  problemTitle: "Title",
  jobDescription: "Job description",
  additionalNotes: "Notes",
  experienceLevel: "Experience level",
  expirationDays: "Link validity",
  includeAiUsageScoring: "AI-usage scoring",
  externalResourceMode: "External resources",
  supportedLocales: "Languages",
  ipAddress: "IP address",
  observedAt: "Observed at",
  linkedinUrl: "LinkedIn profile",
  githubUrl: "GitHub profile",
  integrationSource: "ATS",
  externalId: "ATS id",
  submitterEmail: "Submitter email",
  candidateIdentifier: "Candidate",
  candidateId: "Candidate",
  problemId: "Problem",
  interviewId: "Result",
  inviteEmailLocale: "Invitation language",
  shouldSendEmail: "Email invitation",
  bypassIDCheck: "ID check",
  isSelfServe: "Self-serve",
  pageSize: "Page size",
  AI_ASSISTED: "AI-assisted",
  CLOSED: "Closed",
  OPEN: "Open",
};

/** Field names that are also plain words: renamed only where a message starts with them ("email must be …"). */
const leadingWords: Record<string, string> = {
  name: "Name",
  email: "Email",
  source: "Source",
  page: "Page",
  phone: "Phone",
};

const identifiers = new RegExp(`\\b(${Object.keys(fieldWords).join("|")})\\b`, "g");
const leading = new RegExp(`^(${Object.keys(leadingWords).join("|")})(?= (?:must|is|should)\\b)`);

/** A message with API field names and codes replaced by the words the forms use, and a capital first letter. */
export function plainWords(message: string): string {
  const replaced = message
    .replace(/\b(?:an )?ISO 8601 \/ RFC 3339 date-time/g, "a date and time with its time zone")
    .replace(identifiers, (name) => fieldWords[name] ?? name)
    .replace(leading, (word) => leadingWords[word] ?? word);
  return replaced.charAt(0).toUpperCase() + replaced.slice(1);
}

/** Every `message` in a react-hook-form errors tree, in plain words. */
export function plainErrorTree<T>(errors: T): T {
  if (!errors || typeof errors !== "object") return errors;
  const out: Record<string, unknown> = Array.isArray(errors) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(errors)) {
    out[key] =
      key === "message" && typeof value === "string"
        ? plainWords(value)
        : key === "ref"
          ? value
          : plainErrorTree(value);
  }
  return out as T;
}
