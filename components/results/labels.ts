/** Words for the setting values of spec 2.1 and 2.4; a value the spec does not name is shown as sent. */
const resourceModes: Record<string, { name: string; meaning: string }> = {
  CLOSED: { name: "Closed", meaning: "no external resources" },
  OPEN: { name: "Open", meaning: "external resources allowed" },
  AI_ASSISTED: { name: "AI-assisted", meaning: "a read-only AI agent is available" },
};

const localeNames: Record<string, string> = { en: "English", fr: "French" };

/** "Closed", "AI-assisted"… for sentences. */
export const resourceModeName = (mode: string) => resourceModes[mode]?.name ?? mode;
/** "Closed: no external resources" for a settings list. */
export const resourceModeLabel = (mode: string) =>
  resourceModes[mode] ? `${resourceModes[mode].name}: ${resourceModes[mode].meaning}` : mode;
export const localeLabel = (locale: string) => (localeNames[locale] ? `${localeNames[locale]} (${locale})` : locale);
