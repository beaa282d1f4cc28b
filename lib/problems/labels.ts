import type { experienceLevels, externalResourceModes, locales } from "@/lib/api-contract/limits";

/** Words for the API's codes. Unknown codes the service may add are shown as sent. Browser-safe. */

export const problemTypeLabels: Record<string, string> = {
  "technical-assessment": "Technical assessment",
  "video-screen": "Video screen",
};

export const resourceModeLabels: Record<(typeof externalResourceModes)[number], string> = {
  CLOSED: "Closed",
  OPEN: "Open",
  AI_ASSISTED: "AI-assisted",
};

export const resourceModeDescriptions: Record<(typeof externalResourceModes)[number], string> = {
  CLOSED: "No external resources: candidates work on their own.",
  OPEN: "Candidates may use external resources such as documentation and the web.",
  AI_ASSISTED: "A read-only AI agent is available, so candidates can show how well they work with AI tools.",
};

export const experienceLevelLabels: Record<(typeof experienceLevels)[number], string> = {
  junior: "Junior",
  "mid-level": "Mid-level",
  senior: "Senior",
  staff: "Staff",
};

export const localeLabels: Record<(typeof locales)[number], string> = { en: "English", fr: "French" };

/** Where the team first met a problem (registry origin). */
export const originLabels: Record<string, string> = {
  screen: "From a screen",
  created: "Created here",
  added: "Added by id",
};

const lookup = (labels: Record<string, string>, code: string | null | undefined, fallback = "Not stated") =>
  code ? (labels[code] ?? code) : fallback;

export const problemTypeLabel = (type: string | null | undefined) => lookup(problemTypeLabels, type);
export const resourceModeLabel = (mode: string | null | undefined) => lookup(resourceModeLabels, mode);
export const experienceLevelLabel = (level: string | null | undefined) => lookup(experienceLevelLabels, level);
export const localeLabel = (locale: string) => lookup(localeLabels, locale);
export const originLabel = (origin: string) => lookup(originLabels, origin);
