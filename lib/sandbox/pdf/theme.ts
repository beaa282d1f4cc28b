import { rgb, type RGB } from "pdf-lib";

/** A4 in points, with room at the bottom for the footer. */
export const pageSize: [number, number] = [595.28, 841.89];
export const margin = { left: 50, right: 50, top: 54, bottom: 58 };

export const colors = {
  ink: rgb(0.11, 0.13, 0.17),
  body: rgb(0.23, 0.26, 0.31),
  muted: rgb(0.45, 0.48, 0.53),
  rule: rgb(0.86, 0.88, 0.91),
  track: rgb(0.92, 0.93, 0.95),
  panel: rgb(0.965, 0.97, 0.98),
  accent: rgb(0.22, 0.31, 0.75),
  white: rgb(1, 1, 1),
} satisfies Record<string, RGB>;

/** Colours by severity: strong foreground for text and markers, pale background for badges. */
export const tones = {
  critical: { fg: rgb(0.72, 0.13, 0.13), bg: rgb(0.99, 0.91, 0.91) },
  warning: { fg: rgb(0.66, 0.4, 0.02), bg: rgb(1, 0.95, 0.84) },
  info: { fg: rgb(0.16, 0.38, 0.68), bg: rgb(0.9, 0.94, 0.99) },
  pass: { fg: rgb(0.11, 0.5, 0.27), bg: rgb(0.89, 0.96, 0.91) },
  neutral: { fg: rgb(0.36, 0.39, 0.45), bg: rgb(0.93, 0.94, 0.96) },
} satisfies Record<string, { fg: RGB; bg: RGB }>;
export type Tone = keyof typeof tones;

/** Score bands used for bars and the headline number, aligned with how reviewers read the scores. */
export function scoreTone(score: number): Tone {
  if (score >= 80) return "pass";
  if (score >= 60) return "info";
  if (score >= 40) return "warning";
  return "critical";
}

export function riskTone(risk: string): Tone {
  if (risk === "high") return "critical";
  if (risk === "medium") return "warning";
  if (risk === "low") return "pass";
  return "neutral";
}

export function levelTone(level: string): Tone {
  return level === "critical" || level === "warning" || level === "info" ? level : "neutral";
}
