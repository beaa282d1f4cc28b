import { describe, expect, it } from "vitest";
import { classifyJob } from "./job-classifier";

describe("classifyJob", () => {
  it.each([
    "Senior Backend Engineer. You will design REST APIs in Go and PostgreSQL.",
    "Frontend Developer (React, TypeScript) to build our design system.",
    "Software Engineer – build scheduling tools used by nurses and drivers.",
    "We need someone to write Python services, SQL queries and unit tests, with code reviews on every pull request.",
    "Site Reliability Engineer: Kubernetes, Terraform, on-call.",
  ])("passes a coding role: %s", (text) => {
    expect(classifyJob(text).servable).toBe(true);
  });

  it.each([
    ["Registered Nurse for our ICU night shift. Patient care and charting.", "nursing", "Registered Nurse"],
    ["Account Executive – own a sales quota selling our developer platform.", "sales", "Account Executive"],
    ["Technical Recruiter hiring Python developers and backend engineers.", "recruiting", "Recruiter"],
    ["Staff Accountant: month-end close, reconciliations, Excel.", "accounting", "Accountant"],
    ["Delivery Driver with a clean licence, evenings and weekends.", "driving", "Driver"],
  ])("refuses %s and names what it saw", (text, role, seen) => {
    const result = classifyJob(text);
    expect(result.servable).toBe(false);
    if (!result.servable) {
      expect(result.role).toBe(role);
      expect(result.explanation.toLowerCase()).toContain(seen.toLowerCase());
    }
  });

  it("refuses a description without coding work", () => {
    const result = classifyJob("Join our friendly team. Great benefits, flexible hours.");
    expect(result.servable).toBe(false);
    if (!result.servable) expect(result.explanation).toMatch(/No hands-on coding role/);
  });
});
