/** A problem as the form offers it. */
export interface ProblemChoice {
  id: string;
  name: string;
  status: string | null;
  type: string | null;
  /** Whether the registry's snapshot lists French; null when it does not say. */
  supportsFrench: boolean | null;
}
