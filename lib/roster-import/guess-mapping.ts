import type { RosterMapping } from "./mapping-schema";

/** A header as compared: accents stripped, lower case, every run of other characters one space. */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Header names of the fields in ATS exports and spreadsheets, English and French, normalised. Order matters
 * within a list: an earlier name wins over a later one. "Source" alone is not the integration source: in an
 * ATS export it is where the application came from (a job board, a referral).
 */
const names = {
  fullName: [
    "full name",
    "fullname",
    "name",
    "candidate name",
    "candidate full name",
    "applicant name",
    "candidate",
    "applicant",
    "display name",
    "nom complet",
    "nom et prenom",
    "prenom et nom",
    "prenom nom",
    "nom prenom",
    "nom du candidat",
    "candidat",
    "nom candidat",
  ],
  firstName: [
    "first name",
    "firstname",
    "given name",
    "forename",
    "first",
    "candidate first name",
    "applicant first name",
    "prenom",
    "prenom du candidat",
    "prenom candidat",
  ],
  lastName: [
    "last name",
    "lastname",
    "surname",
    "family name",
    "last",
    "candidate last name",
    "applicant last name",
    "nom de famille",
    "nom",
  ],
  email: [
    "email",
    "email address",
    "e mail",
    "e mail address",
    "mail",
    "candidate email",
    "candidate email address",
    "applicant email",
    "primary email",
    "courriel",
    "adresse e mail",
    "adresse email",
    "adresse mail",
    "adresse electronique",
    "email du candidat",
  ],
  externalId: [
    "candidate id",
    "candidateid",
    "external id",
    "externalid",
    "applicant id",
    "ats id",
    "candidate number",
    "candidate no",
    "candidate ref",
    "candidate reference",
    "person id",
    "profile id",
    "id",
    "id candidat",
    "identifiant",
    "identifiant candidat",
    "numero candidat",
    "numero de candidat",
    "reference candidat",
  ],
  integrationSource: [
    "integration source",
    "integrationsource",
    "ats",
    "ats name",
    "source system",
    "systeme source",
    "logiciel ats",
  ],
};

/** ATS names recognised in a header or the file name, when no column gives the integration source. */
const knownAtsNames = [
  "greenhouse",
  "lever",
  "workday",
  "smartrecruiters",
  "teamtailor",
  "ashby",
  "bamboohr",
  "recruitee",
  "jobvite",
  "icims",
  "taleo",
  "workable",
  "personio",
  "flatchr",
  "jazzhr",
  "breezy",
  "pinpoint",
];

type Field = keyof typeof names;

/** Names looked for inside longer headers too ("Candidate email address"); single short words only alone ("Last activity" is no last name). */
const containable = (name: string) => name.includes(" ") || ["email", "courriel", "prenom", "surname"].includes(name);

/** The first column, not yet taken, whose header is one of `candidates` exactly; then one whose header contains one as whole words. */
function find(headers: string[], candidates: string[], taken: Set<number>, { contains = true } = {}): number | null {
  for (const name of candidates) {
    const index = headers.findIndex((h, i) => !taken.has(i) && h === name);
    if (index >= 0) return index;
  }
  if (!contains) return null;
  for (const name of candidates.filter(containable)) {
    const index = headers.findIndex((h, i) => !taken.has(i) && ` ${h} `.includes(` ${name} `));
    if (index >= 0) return index;
  }
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The column whose sample values are mostly email addresses, for exports whose email header is unusual. */
function emailByContent(sample: string[][], width: number, taken: Set<number>): number | null {
  let best: number | null = null;
  let bestShare = 0.6;
  for (let column = 0; column < width; column++) {
    if (taken.has(column)) continue;
    const values = sample.map((row) => (row[column] ?? "").trim()).filter(Boolean);
    const share = values.length ? values.filter((v) => EMAIL.test(v)).length / values.length : 0;
    if (share > bestShare) [best, bestShare] = [column, share];
  }
  return best;
}

/**
 * A first mapping from the header names (and, for the email, the sample values), for the user to correct:
 * the ATS id only from a header that names a candidate's id (never a job's or an application's), and the
 * integration source from a column, or else from an ATS named in a header or the file name.
 */
export function guessMapping(rawHeaders: string[], sample: string[][], fileName = ""): RosterMapping {
  const headers = rawHeaders.map(normalizeHeader);
  const taken = new Set<number>();
  const claim = (field: Field, options?: { contains?: boolean }) => {
    const index = find(headers, names[field], taken, options);
    if (index !== null) taken.add(index);
    return index;
  };

  const email = claim("email") ?? emailByContent(sample, rawHeaders.length, taken);
  if (email !== null) taken.add(email);
  const externalId = claim("externalId", { contains: false }) ?? claimCandidateId(headers, taken);
  const sourceColumn = claim("integrationSource", { contains: false });
  const first = claim("firstName");
  const last = first === null ? null : claim("lastName");
  if (first !== null && last === null) taken.delete(first);
  const full =
    first !== null && last !== null
      ? null
      : (claim("fullName", { contains: false }) ?? claim("lastName", { contains: false }));

  const atsName = knownAtsNames.find(
    (ats) => headers.some((h) => h.includes(ats)) || normalizeHeader(fileName).includes(ats),
  );
  return {
    name:
      full !== null || first === null || last === null
        ? { kind: "single", column: full }
        : { kind: "split", first, last },
    email,
    externalId,
    integrationSource:
      sourceColumn !== null
        ? { kind: "column", column: sourceColumn }
        : externalId !== null && atsName
          ? { kind: "value", value: atsName }
          : { kind: "none" },
  };
}

/** A header such as "Greenhouse candidate ID" or "ID du candidat": a candidate's id, not a job's or an application's. */
function claimCandidateId(headers: string[], taken: Set<number>): number | null {
  const index = headers.findIndex(
    (h, i) =>
      !taken.has(i) &&
      /\b(id|identifier|identifiant|number|numero|ref|reference)\b/.test(h) &&
      /\b(candidate|applicant|candidat|person|profile)\b/.test(h),
  );
  if (index < 0) return null;
  taken.add(index);
  return index;
}
