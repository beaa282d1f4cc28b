import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { experienceLevels, externalResourceModes, locales } from "@/lib/api-contract/limits";

export interface CreateValues {
  jobDescription: string;
  desiredTime: number;
  problemTitle: string;
  additionalNotes: string;
  experienceLevel: "" | (typeof experienceLevels)[number];
  supportedLocales: (typeof locales)[number][];
  externalResourceMode: "" | (typeof externalResourceModes)[number];
  integrationSource: string;
  externalId: string;
  testMode: boolean;
}

export const createDefaults: CreateValues = {
  jobDescription: "",
  desiredTime: 45,
  problemTitle: "",
  additionalNotes: "",
  experienceLevel: "",
  supportedLocales: ["en"],
  externalResourceMode: "",
  integrationSource: "",
  externalId: "",
  testMode: false,
};

/** The spec says to omit supportedLocales for English only. */
export const localesToSend = (chosen: CreateValues["supportedLocales"]) =>
  chosen.length === 1 && chosen[0] === "en" ? undefined : chosen;

/** What a section of the form needs of it: its fields and their errors. */
export interface CreateSectionProps {
  register: UseFormRegister<CreateValues>;
  errors: FieldErrors<CreateValues>;
}
