import "server-only";
import type { Change } from "@/lib/live/publish";
import { getRegistryEntry, registerProblemsFromScreens } from "@/lib/problems/registry";
import { getScreeningApi } from "@/lib/screening-api";
import { knownCandidateIds, refreshCandidateScreens, upsertCandidates } from "./mirror/candidates";
import { saveResults } from "./mirror/results";
import { knownScreenIds, upsertScreens } from "./mirror/screens";
import { erasedCandidateIds } from "@/lib/privacy/erased-subjects";

/** What an interview.* webhook says (ARCHITECTURE.md's contract). */
export interface InterviewEvent {
  interviewId: string;
  candidateId: string;
  problemId: string;
  status: string;
}

/** Problems this instance has seen in the registry. Entries are never removed, so a hit stays true. */
const registered = new Set<string>();

async function isRegistered(problemId: string) {
  if (registered.has(problemId)) return true;
  const entry = await getRegistryEntry(problemId);
  if (!entry) return false;
  registered.add(problemId);
  return true;
}

/**
 * interview.* → the mirror at once. The event's status is written with the event's time, so a late or
 * replayed event never moves a screen back. An event about a screen and problem the mirror has never seen is
 * checked first by reading the screen (another organization's answers 404: the caller ignores the event);
 * the sandbox sends every screen issued an interview.sent, so known problems read nothing. A completed screen's
 * results are read and kept; a candidate the mirror lacks is read once, before the results.
 */
export async function applyInterviewEvent(event: InterviewEvent, type: string, eventAt: Date): Promise<Change[]> {
  if ((await erasedCandidateIds([event.candidateId])).size) return applyErasedEvent(event, eventAt);
  const api = getScreeningApi();
  const known =
    (await knownScreenIds([event.interviewId])).has(event.interviewId) || (await isRegistered(event.problemId));
  if (!known) {
    const statusAt = new Date();
    const screen = await api.assessments.get(event.interviewId);
    await upsertScreens([screen], { statusAt, confirmed: true });
    await registerProblemsFromScreens([screen.problemId]);
  }
  const problemType = (await getRegistryEntry(event.problemId))?.type ?? "";
  await upsertScreens(
    [
      {
        identifier: event.interviewId,
        candidateId: event.candidateId,
        problemId: event.problemId,
        problemType,
        status: event.status,
      },
    ],
    { statusAt: eventAt, confirmed: false },
  );
  // The candidate before the results: storing a completion tells the people who follow the candidate, found through
  // the mirror's copy of them (a screen issued to their email), and a completion may be applied before the event
  // of its issue that would have copied them (the two are separate jobs).
  if (!(await knownCandidateIds([event.candidateId])).has(event.candidateId)) {
    const at = new Date();
    await upsertCandidates([await api.candidates.get(event.candidateId)], { at });
  }
  if (type === "interview.completed") await saveResults(await api.results.get(event.interviewId));
  await refreshCandidateScreens([event.candidateId]);
  return [
    { topic: "screen", id: event.interviewId },
    { topic: "candidate", id: event.candidateId },
  ];
}

/**
 * An event about someone erased here: only the screen's status, under their stand-in (lib/privacy); nothing is read
 * from the service about them, and their results are not kept.
 */
async function applyErasedEvent(event: InterviewEvent, eventAt: Date): Promise<Change[]> {
  const problemType = (await getRegistryEntry(event.problemId))?.type ?? "";
  const written = await upsertScreens(
    [
      {
        identifier: event.interviewId,
        candidateId: event.candidateId,
        problemId: event.problemId,
        problemType,
        status: event.status,
      },
    ],
    { statusAt: eventAt, confirmed: false },
  );
  await refreshCandidateScreens(written.candidateIds);
  return written.candidateIds.map((id) => ({ topic: "candidate", id }));
}
