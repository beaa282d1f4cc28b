/** Human wording for report values; UTC throughout, because reports travel between time zones. */

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
});

export function formatDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? "unknown date" : dateFormat.format(date);
}

export function formatDateTime(date: Date): string {
  return Number.isNaN(date.getTime()) ? "unknown time" : `${dateFormat.format(date)}, ${timeFormat.format(date)} UTC`;
}

export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}

const modes: Record<string, { label: string; meaning: string }> = {
  CLOSED: { label: "Closed", meaning: "No external resources or AI tools allowed." },
  OPEN: { label: "Open", meaning: "External resources, including AI tools, allowed." },
  AI_ASSISTED: {
    label: "AI-assisted",
    meaning: "A read-only built-in AI agent is available; other external help is not.",
  },
};

export function describeMode(mode: string | undefined): { label: string; meaning: string } {
  if (!mode) return { label: "Not stated", meaning: "The organization default applies." };
  return modes[mode] ?? { label: mode, meaning: "Policy as defined by the service." };
}

const types: Record<string, string> = {
  "technical-assessment": "Technical assessment",
  "video-screen": "Video screen",
};
export const describeProblemType = (type: string | undefined) => (type ? (types[type] ?? type) : "Not stated");

const locales: Record<string, string> = { en: "English", fr: "French" };
export const describeLocale = (locale: string) => `${locales[locale] ?? locale} (${locale})`;

/** Weight as a share of all weights, whatever scale the problem uses. */
export function weightShare(weight: number, all: number[]): string {
  const total = all.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0) return "equal weight";
  return `${Math.round((Math.max(0, weight) / total) * 100)}% of score`;
}

export const capitalize = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);
