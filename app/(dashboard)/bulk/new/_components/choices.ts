/** A problem as the form offers it. */
export interface ProblemChoice {
  id: string;
  name: string;
  status: string | null;
  type: string | null;
  /** Whether the registry's snapshot lists French; null when it does not say. */
  supportsFrench: boolean | null;
}

/** Problems that cannot be issued at all; a Creating one can (its rows wait until it is Ready). */
export const unissuableStatuses = ["Archived"];
