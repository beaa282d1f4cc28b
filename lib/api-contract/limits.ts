/** The limits of spec part 8 and the part 4 tables, written once for the forms, the client and the sandbox. */
export const limits = {
  desiredTime: { min: 30, max: 60 },
  expirationDays: { min: 1, max: 365 },
  problemTitle: { min: 1, max: 255 },
  ipSource: { min: 1, max: 64 },
  scout: { maxResumes: 10, maxResumeBytes: 10 * 1024 * 1024 },
  page: { min: 1, default: 1 },
  pageSize: { min: 1, max: 1000, default: 100 },
} as const;

export const locales = ["en", "fr"] as const;
export const externalResourceModes = ["CLOSED", "OPEN", "AI_ASSISTED"] as const;
export const experienceLevels = ["junior", "mid-level", "senior", "staff"] as const;

/** Resume types Scout accepts (spec 4.14), by extension and media type. */
export const resumeTypes = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
