import ipaddr from "ipaddr.js";
import type { Results } from "@/lib/api-contract/responses";

/**
 * What a results share link shows to anyone who has it: the score, the analysis and the integrity findings, with
 * every IP address in their text withheld (the city and network stay, which is what a reader weighs). The link is
 * "a public link to the results" (spec 4.16); a candidate's addresses are personal data that a forwarded link must
 * not carry. Reviewers see them in the dashboard.
 */
const ipv6 = /(?<![0-9a-f:])(?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{1,4})?/gi;
const ipv4 = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g;

export const WITHHELD_ADDRESS = "[address withheld]";

export function withholdIpAddresses(text: string): string {
  return text
    .replace(ipv6, (token) => (ipaddr.IPv6.isValid(token) ? WITHHELD_ADDRESS : token))
    .replace(ipv4, (token) => (ipaddr.IPv4.isValidFourPartDecimal(token) ? WITHHELD_ADDRESS : token));
}

type IntegrityReport = Results["integrity_report"];

export function withholdFromIntegrity(report: IntegrityReport): IntegrityReport {
  const flag = (f: IntegrityReport["flags"][number]) => ({
    ...f,
    title: withholdIpAddresses(f.title),
    description: withholdIpAddresses(f.description),
  });
  return {
    ...report,
    explanation: withholdIpAddresses(report.explanation),
    flags: report.flags.map(flag),
    passing_flags: report.passing_flags.map(flag),
  };
}
