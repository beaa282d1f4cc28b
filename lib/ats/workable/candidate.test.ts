import { describe, expect, it } from "vitest";
import { hookCandidate, nextPageQuery, stageIn, toStageChange } from "./candidate";

const stages = [
  { slug: "applied", name: "Applied" },
  { slug: "technical-assessment", name: "Assessment" },
  { slug: "interview", name: "Interview" },
];
const candidate = {
  id: "3fc9a80f",
  name: "Wren Able",
  email: "wren@example.test",
  job: { shortcode: "GROOV005", title: "Engineer" },
  stage: "Assessment",
};

describe("the Candidate object of a Workable web hook", () => {
  it("is read bare (the subscription page) or under data (the candidate events page)", () => {
    expect(hookCandidate(candidate)?.id).toBe("3fc9a80f");
    expect(hookCandidate({ data: candidate })?.id).toBe("3fc9a80f");
    expect(hookCandidate({ data: { id: "x" } })).toBeNull();
    expect(hookCandidate({ ...candidate, id: 7 })?.id).toBe("7");
  });

  it("refuses an overlong id or stage", () => {
    expect(hookCandidate({ ...candidate, id: "x".repeat(101) })).toBeNull();
    expect(hookCandidate({ ...candidate, stage: "s".repeat(201) })).toBeNull();
  });
});

describe("stages", () => {
  it("are found by slug or by name, without case or surrounding spaces", () => {
    expect(stageIn(stages, "technical-assessment")?.name).toBe("Assessment");
    expect(stageIn(stages, " assessment ")?.slug).toBe("technical-assessment");
    expect(stageIn(stages, "Offer")).toBeNull();
    expect(stageIn(stages, null)).toBeNull();
  });

  it("name the stage change as the pipeline does, keeping the slug as its id", () => {
    expect(toStageChange(hookCandidate(candidate)!, stageIn(stages, "Assessment"))).toEqual({
      applicationId: "3fc9a80f",
      atsCandidateId: "3fc9a80f",
      jobId: "GROOV005",
      jobName: "Engineer",
      stageName: "Assessment",
      stageId: "technical-assessment",
      candidateName: "Wren Able",
      candidateEmail: "wren@example.test",
    });
    const unknown = hookCandidate({ ...candidate, stage: "Custom", name: null, firstname: "W", lastname: "A" })!;
    expect(toStageChange(unknown, null)).toMatchObject({ stageName: "Custom", stageId: null, candidateName: "W A" });
  });
});

describe("paging.next", () => {
  it("gives its query only: the host and path are never followed", () => {
    expect(nextPageQuery("https://evil.test/other?shortcode=G&limit=100&since_id=2700d6df")).toEqual({
      shortcode: "G",
      limit: "100",
      since_id: "2700d6df",
    });
    expect(nextPageQuery(null)).toBeNull();
    expect(nextPageQuery("https://acme.workable.com/spi/v3/candidates")).toBeNull();
  });

  it("keeps at most 12 parameters of at most 300 characters", () => {
    const many = Array.from({ length: 20 }, (_, i) => `p${i}=${i}`).join("&");
    expect(Object.keys(nextPageQuery(`https://a.test/?${many}`)!)).toHaveLength(12);
    expect(nextPageQuery(`https://a.test/?since_id=${"x".repeat(301)}`)).toBeNull();
  });
});
