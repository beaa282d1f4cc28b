import { z } from "zod";

/** Sex categories of the EEO-1 report, plus "declined" as an answer of its own. */
export const sexValues = ["male", "female", "declined"] as const;
export const sexSchema = z.enum(sexValues);
export type Sex = z.infer<typeof sexSchema>;

/** Race/ethnicity categories of the EEO-1 report (Hispanic or Latino first, as the form asks), plus "declined". */
export const raceEthnicityValues = [
  "hispanic_or_latino",
  "white",
  "black_or_african_american",
  "native_hawaiian_or_other_pacific_islander",
  "asian",
  "american_indian_or_alaska_native",
  "two_or_more_races",
  "declined",
] as const;
export const raceEthnicitySchema = z.enum(raceEthnicityValues);
export type RaceEthnicity = z.infer<typeof raceEthnicitySchema>;

/** Optional answers: veteran and disability status, each with "declined". */
export const veteranSchema = z.enum(["protected_veteran", "not_protected_veteran", "declined"]);
export const disabilitySchema = z.enum(["yes", "no", "declined"]);

export const categoryLabels: Record<Sex | RaceEthnicity, string> = {
  male: "Male",
  female: "Female",
  hispanic_or_latino: "Hispanic or Latino",
  white: "White",
  black_or_african_american: "Black or African American",
  native_hawaiian_or_other_pacific_islander: "Native Hawaiian or Other Pacific Islander",
  asian: "Asian",
  american_indian_or_alaska_native: "American Indian or Alaska Native",
  two_or_more_races: "Two or More Races",
  declined: "Declined",
};
