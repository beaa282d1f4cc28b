/** The individual Scout checks (spec 4.14); each reads only what it needs and says what it saw. */

export type FindingStatus = "pass" | "fail" | "skipped";
export interface ScoutFinding {
  check: string;
  status: FindingStatus;
  detail: string;
}

const finding = (check: string, status: FindingStatus, detail: string): ScoutFinding => ({ check, status, detail });

/** Lower-case ASCII letters and digits only: "Zoë O'Brien" → "zoe obrien". */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łŁ]/g, "l")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9@.\s-]/g, " ");
}

export const nameTokens = (name: string) =>
  normalize(name)
    .split(/[\s.-]+/)
    .filter((t) => t.length >= 2);

export function checkPhone(phone: string | undefined): ScoutFinding {
  if (!phone?.trim()) return finding("phone", "skipped", "No phone number was given; phone checks were skipped.");
  const compact = phone.replace(/[\s().-]/g, "");
  if (/^\+[1-9]\d{6,14}$/.test(compact))
    return finding("phone", "pass", `${phone.trim()} is a well-formed international (E.164) number.`);
  return finding(
    "phone",
    "fail",
    `"${phone.trim()}" is not an international E.164 number (a + and country code followed by up to 15 digits).`,
  );
}

const linkedinPattern = /^https:\/\/(?:www\.)?linkedin\.com\/in\/([A-Za-z0-9\-_%]{3,100})\/?$/;
const githubPattern = /^https:\/\/(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})\/?$/;
const githubReserved = new Set([
  "about",
  "orgs",
  "settings",
  "login",
  "join",
  "features",
  "pricing",
  "explore",
  "topics",
  "marketplace",
  "sponsors",
]);

export const linkedinSlug = (url: string | undefined) => (url ? linkedinPattern.exec(url.trim())?.[1] : undefined);
export function githubUser(url: string | undefined): string | undefined {
  const user = url ? githubPattern.exec(url.trim())?.[1] : undefined;
  return user && !githubReserved.has(user.toLowerCase()) ? user : undefined;
}

export function checkLinkedin(url: string | undefined): ScoutFinding {
  if (!url?.trim()) return finding("linkedin-url", "skipped", "No LinkedIn profile was given.");
  const slug = linkedinSlug(url);
  if (slug) return finding("linkedin-url", "pass", `LinkedIn profile URL is well formed (/in/${slug}).`);
  return finding(
    "linkedin-url",
    "fail",
    `"${url.trim()}" is not a LinkedIn profile URL of the form https://www.linkedin.com/in/<name>.`,
  );
}

export function checkGithub(url: string | undefined): ScoutFinding {
  if (!url?.trim()) return finding("github-url", "skipped", "No GitHub profile was given.");
  const user = githubUser(url);
  if (user) return finding("github-url", "pass", `GitHub profile URL is well formed (user ${user}).`);
  return finding(
    "github-url",
    "fail",
    `"${url.trim()}" is not a GitHub profile URL of the form https://github.com/<user>.`,
  );
}

/** True when a handle plausibly derives from the name: "jane-doe-4b2a", "jdoe", "janed", "doe". */
export function handleMatchesName(handle: string, name: string): boolean {
  const compact = normalize(handle).replace(/[^a-z]/g, "");
  const tokens = nameTokens(name)
    .map((t) => t.replace(/[^a-z]/g, ""))
    .filter(Boolean);
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last || !compact) return false;
  if (tokens.some((t) => t.length >= 3 && compact.includes(t))) return true;
  return compact.startsWith(first[0] + last) || compact.startsWith(first + last[0]);
}

/**
 * LinkedIn slugs default to the member's name, so a slug unrelated to the name is a discrepancy. GitHub
 * handles are often pseudonyms, so an unrelated handle is noted but does not fail the check.
 */
export function checkProfileNames(
  name: string,
  linkedinUrl: string | undefined,
  githubUrl: string | undefined,
): ScoutFinding {
  const slug = linkedinSlug(linkedinUrl);
  const user = githubUser(githubUrl);
  if (!slug && !user)
    return finding("profile-name", "skipped", "No valid LinkedIn or GitHub profile to compare with the name.");
  if (slug && !handleMatchesName(slug, name)) {
    return finding(
      "profile-name",
      "fail",
      `The LinkedIn profile /in/${slug} does not match the candidate's name (${name}).`,
    );
  }
  const notes: string[] = [];
  if (slug) notes.push(`LinkedIn /in/${slug} matches ${name}`);
  if (user)
    notes.push(
      handleMatchesName(user, name)
        ? `GitHub user ${user} matches the name`
        : `GitHub user ${user} is not name-based, which is common`,
    );
  return finding("profile-name", "pass", `${notes.join("; ")}.`);
}

export function checkResumeName(name: string, texts: string[]): ScoutFinding {
  if (texts.length === 0) return finding("resume-name", "skipped", "No readable resume to check the name against.");
  const tokens = nameTokens(name);
  const found = texts.some((text) => {
    const haystack = normalize(text);
    return (
      tokens.length > 0 &&
      tokens.every((t) => new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(haystack))
    );
  });
  if (found) return finding("resume-name", "pass", `The resume names the candidate (${name}).`);
  return finding("resume-name", "fail", `No resume mentions the candidate's name (${name}).`);
}

const freeMail = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "proton.me",
  "protonmail.com",
  "gmx.de",
  "gmx.net",
  "aol.com",
  "mail.ru",
  "yandex.ru",
  "qq.com",
  "163.com",
]);

export function checkResumeContact(email: string, texts: string[]): ScoutFinding {
  if (texts.length === 0) return finding("resume-email", "skipped", "No readable resume to check the email against.");
  const address = email.trim().toLowerCase();
  const domain = address.split("@")[1] ?? "";
  const lower = texts.map((t) => t.toLowerCase());
  if (lower.some((t) => t.includes(address))) return finding("resume-email", "pass", `The resume lists ${address}.`);
  // A personal mailbox domain says nothing about the person; only a company or school domain counts.
  if (domain && !freeMail.has(domain) && lower.some((t) => t.includes(domain))) {
    return finding("resume-email", "pass", `The resume mentions ${domain}, the domain of the candidate's email.`);
  }
  return finding(
    "resume-email",
    "fail",
    `No resume mentions ${address}${freeMail.has(domain) ? "" : ` or ${domain}`}.`,
  );
}
