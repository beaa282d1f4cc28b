import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { seededId } from "../ids";
import type { IntegrityIpReading } from "../integrity";
import { enrichIp, type IpClassification, sampleIpAddress } from "../ip-intel";
import { planSeededScreen } from "../lifecycle-plan";
import { createRandom, type Random } from "@/lib/utils/seeded-random";
import { buildResults } from "../results";
import { demoCandidates } from "./demo-people";
import { demoProblems } from "./demo-problems";
import { demoScreens, type SeedProblem } from "./demo-screens";

const DAY = 24 * 60 * 60 * 1000;
const CANDIDATES = 200;
const SCREENS = 600;
const readingClasses: IpClassification[] = [
  "residential",
  "residential",
  "residential",
  "business",
  "mobile",
  "vpn",
  "hosting",
  "proxy",
  "tor",
  "relay",
];

type Tx = Prisma.TransactionClient;

/** A few enriched IP readings for about a quarter of the candidates, so integrity reports have something to show. */
function demoReadings(
  random: Random,
  organizationId: string,
  candidates: { id: string; createdAt: Date }[],
  now: Date,
) {
  const rows: Prisma.SandboxIpReadingCreateManyInput[] = [];
  const byCandidate = new Map<string, IntegrityIpReading[]>();
  for (const candidate of candidates) {
    if (!random.chance(0.25)) continue;
    const readings: IntegrityIpReading[] = [];
    for (let i = random.int(1, 3); i > 0; i--) {
      const ip = sampleIpAddress(random, random.pick(readingClasses), random.chance(0.15) ? "ipv6" : "ipv4");
      const observedAt = new Date(
        candidate.createdAt.getTime() + Math.floor(random.next() * (now.getTime() - candidate.createdAt.getTime())),
      );
      const source = random.pick(["greenhouse-login", "careers-portal", "sso-gateway"]);
      const enrichment = enrichIp(ip);
      if (rows.some((r) => r.candidateId === candidate.id && r.ipAddress === enrichment.ip)) continue;
      rows.push({
        id: seededId("ipr", random),
        organizationId,
        candidateId: candidate.id,
        ipAddress: enrichment.ip,
        observedAt,
        source,
        enrichment: enrichment as object,
        enrichedAt: observedAt,
        createdAt: observedAt,
      });
      readings.push({ ...enrichment, source, observedAt: observedAt.toISOString() });
    }
    byCandidate.set(candidate.id, readings);
  }
  return { rows, byCandidate };
}

/**
 * The demo data of one organization, deterministic per slug: ~200 candidates, ~13 problems, ~600 screens in
 * every state, results for the completed ones. Written with createMany inside the caller's transaction.
 * Unstarted and in-progress screens get movement planned from `now` on the clock scaled by `timeScale`.
 */
export async function seedOrganizationData(
  tx: Tx,
  organizationId: string,
  defaultExpirationDays: number,
  timeScale: number,
  now = new Date(),
) {
  const random = createRandom(`sandbox-seed:${organizationId}`);
  const people = demoCandidates(random, CANDIDATES, new Date(now.getTime() - 150 * DAY), new Date(now.getTime() - DAY));
  const candidates = people.map((p) => ({
    id: seededId("cand", random),
    organizationId,
    ...p,
    emailKey: p.email.toLowerCase(),
  }));
  await tx.sandboxCandidate.createMany({ data: candidates });

  const problemCreatedAt = new Date(now.getTime() - 180 * DAY);
  const problems = demoProblems().map((p) => ({ ...p, id: seededId("prob", random) }));
  await tx.sandboxProblem.createMany({
    data: problems.map((p) => ({
      id: p.id,
      organizationId,
      name: p.name,
      status: p.status,
      type: p.type,
      duration: p.duration,
      candidateSummary: p.candidateSummary,
      problemSummary: p.problemSummary,
      scoringCategories: p.scoringCategories as unknown as object,
      externalResourceMode: p.externalResourceMode,
      includeAiUsageScoring: p.includeAiUsageScoring,
      experienceLevel: p.experienceLevel,
      supportedLocales: p.supportedLocales,
      expirationDays: p.expirationDays,
      integrationSource: p.integrationSource,
      externalId: p.externalId,
      testMode: p.testMode,
      isFromServiceTestBank: p.isFromServiceTestBank,
      jobDescription: p.jobDescription,
      readyAt: p.status === "Creating" ? null : problemCreatedAt,
      createdAt: p.status === "Creating" ? new Date(now.getTime() - 2 * DAY) : problemCreatedAt,
    })),
  });

  const readings = demoReadings(random, organizationId, candidates, now);
  await tx.sandboxIpReading.createMany({ data: readings.rows });

  const screens = demoScreens(random, candidates, problems as SeedProblem[], SCREENS, now, defaultExpirationDays).map(
    (s) => ({ ...s, id: seededId("int", random) }),
  );
  await tx.sandboxAssessment.createMany({
    data: screens.map((s) => ({
      ...planSeededScreen({ ...s, durationMinutes: s.problem.duration }, now, timeScale),
      id: s.id,
      organizationId,
      candidateId: s.candidateId,
      problemId: s.problem.id,
      problemType: s.problem.type,
      status: s.status,
      externalResourceMode: s.externalResourceMode,
      spokenLocale: s.spokenLocale,
      durationMinutes: s.problem.duration,
      scoringCategories: s.problem.scoringCategories as unknown as object,
      shouldSendEmail: true,
      inviteEmailLocale: s.spokenLocale,
      createdAt: s.createdAt,
      startedAt: s.startedAt,
      completedAt: s.completedAt,
    })),
  });
  await tx.sandboxResult.createMany({
    data: screens
      .filter((s) => s.status === "Completed" && s.completedAt)
      .map((s) => {
        const snapshot = {
          id: s.id,
          candidateId: s.candidateId,
          problemId: s.problem.id,
          problemType: s.problem.type,
          durationMinutes: s.problem.duration,
          scoringCategories: s.problem.scoringCategories as unknown as Prisma.JsonValue,
          externalResourceMode: s.externalResourceMode,
          spokenLocale: s.spokenLocale,
        };
        const observed = (readings.byCandidate.get(s.candidateId) ?? []).filter(
          (r) => r.observedAt! <= s.completedAt!.toISOString(),
        );
        return {
          assessmentId: s.id,
          body: buildResults(snapshot, s.completedAt!, observed) as object,
          createdAt: s.completedAt!,
        };
      }),
  });
}
