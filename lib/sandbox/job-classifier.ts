/**
 * The serveability check of create problem (4.5): does the job translate into a hands-on coding assessment?
 * The role named first in the text decides (job descriptions open with their title), so "Software Engineer,
 * building tools for nurses" passes and "Technical Recruiter hiring Python developers" does not. Without a
 * recognisable role, enough programming vocabulary must carry it.
 */

interface RolePattern {
  label: string;
  coding: boolean;
  pattern: RegExp;
}

const rolePatterns: RolePattern[] = [
  {
    label: "software engineering",
    coding: true,
    pattern:
      /\b(?:software|backend|back-end|frontend|front-end|full[- ]?stack|web|mobile|ios|android|data|machine learning|ml|platform|devops|site reliability|infrastructure|cloud|embedded|firmware|game|security|test automation|qa automation|api|systems|application|typescript|javascript|python|java|go|golang|rust|ruby|php|c\+\+|c#|\.net|kotlin|swift|react|node(?:\.js)?)\s+(?:engineer|developer|programmer)s?\b/i,
  },
  {
    label: "software engineering",
    coding: true,
    pattern: /\b(?:software developer|programmer|coder|sre|software engineer)s?\b/i,
  },
  { label: "nursing", coding: false, pattern: /\b(?:registered nurse|nurse practitioner|nurse|nursing|rn)\b/i },
  {
    label: "sales",
    coding: false,
    pattern:
      /\b(?:sales (?:representative|rep|executive|manager|associate|director|development representative)|account executive|account manager|business development representative|salesperson|sales)\b/i,
  },
  {
    label: "recruiting",
    coding: false,
    pattern: /\b(?:recruiter|recruiting coordinator|talent acquisition|sourcer|headhunter)s?\b/i,
  },
  {
    label: "accounting",
    coding: false,
    pattern: /\b(?:accountant|bookkeeper|accounts payable|accounts receivable|auditor|cpa|controller)s?\b/i,
  },
  {
    label: "driving",
    coding: false,
    pattern: /\b(?:truck driver|delivery driver|bus driver|driver|chauffeur|cdl)s?\b/i,
  },
  {
    label: "customer service",
    coding: false,
    pattern: /\b(?:customer service representative|call center agent|receptionist|cashier)s?\b/i,
  },
  {
    label: "hospitality",
    coding: false,
    pattern: /\b(?:chef|line cook|cook|barista|waiter|waitress|bartender|housekeeper)s?\b/i,
  },
  {
    label: "skilled trades",
    coding: false,
    pattern: /\b(?:electrician|plumber|carpenter|welder|mechanic|warehouse associate|forklift operator)s?\b/i,
  },
  { label: "teaching", coding: false, pattern: /\b(?:teacher|teaching assistant|tutor)s?\b/i },
  { label: "legal", coding: false, pattern: /\b(?:lawyer|attorney|paralegal)s?\b/i },
  {
    label: "marketing",
    coding: false,
    pattern: /\b(?:marketing manager|marketing specialist|copywriter|social media manager)s?\b/i,
  },
  { label: "medical", coding: false, pattern: /\b(?:pharmacist|physician|dentist|caregiver|medical assistant)s?\b/i },
];

const programmingTerms =
  /\b(?:typescript|javascript|python|java|golang|rust|ruby|php|kotlin|swift|scala|c\+\+|c#|sql|postgres(?:ql)?|react|node\.js|django|rails|spring|kubernetes|docker|graphql|rest(?:ful)? apis?|microservices|git|ci\/cd|algorithms|data structures|unit tests?|code reviews?|programming|coding|pull requests?)\b/gi;

export type Classification =
  { servable: true; role: string; roleText: string | null } | { servable: false; role: string; explanation: string };

/** Classifies a job description (with its title, if any, in front). */
export function classifyJob(text: string): Classification {
  let first: { role: RolePattern; index: number; text: string } | undefined;
  for (const role of rolePatterns) {
    const match = role.pattern.exec(text);
    if (match && (!first || match.index < first.index)) first = { role, index: match.index, text: match[0] };
  }
  const terms = [...new Set((text.match(programmingTerms) ?? []).map((t) => t.toLowerCase()))];
  if (first?.role.coding) return { servable: true, role: first.role.label, roleText: first.text };
  if (first) {
    const seen = terms.length
      ? ` It also mentions ${terms.slice(0, 3).join(", ")}, but as context, not as the work itself.`
      : "";
    return {
      servable: false,
      role: first.role.label,
      explanation: `The job description reads as a ${first.role.label} role (it names "${first.text}"), which does not translate into a hands-on coding assessment.${seen}`,
    };
  }
  if (terms.length >= 3) return { servable: true, role: "software engineering", roleText: null };
  return {
    servable: false,
    role: "unknown",
    explanation: terms.length
      ? `No hands-on coding role was found in the job description; it mentions only ${terms.join(", ")}, too little programming work for a coding assessment.`
      : "No hands-on coding role or programming work was found in the job description, so it does not translate into a coding assessment.",
  };
}
