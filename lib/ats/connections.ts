import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { getRegistryEntry } from "@/lib/problems/registry";
import type { OpenConnection } from "./adapter";
import { atsBaseUrlRefusal } from "./base-url";
import {
  connectionInputSchema,
  connectionTestInputSchema,
  stageRuleInputSchema,
  type ConnectionInput,
  type ConnectionTestInput,
  type StageRuleInput,
} from "./connection-schemas";
import { basicAuthorization } from "./http/ats-request";
import type { AtsKind } from "./kinds";
import { atsRegistry } from "./registry";
import { openSecret, sealSecret, secretHint } from "./secrets";

export class ConnectionInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Saves (creates or updates) the connection to one ATS. Blank key or secret on an update keeps the saved one. */
export async function saveConnection(raw: ConnectionInput) {
  const input = connectionInputSchema.parse(raw);
  const refusal = atsBaseUrlRefusal(input.ats, input.baseUrl);
  if (refusal) throw new ConnectionInputError(`Base URL refused: ${refusal}`, "baseUrl");
  const existing = await db.atsConnection.findUnique({ where: { ats: input.ats }, select: { id: true } });
  if (!existing && (!input.apiKey || !input.webhookSecret))
    throw new ConnectionInputError(
      "The API key and the web-hook secret are both needed the first time",
      input.apiKey ? "webhookSecret" : "apiKey",
    );
  const secrets = {
    ...(input.apiKey ? { apiKeySealed: sealSecret(input.apiKey), apiKeyHint: secretHint(input.apiKey) } : {}),
    ...(input.webhookSecret
      ? { webhookSecretSealed: sealSecret(input.webhookSecret), webhookSecretHint: secretHint(input.webhookSecret) }
      : {}),
  };
  const settings = {
    baseUrl: input.baseUrl.replace(/\/$/, ""),
    dashboardOrigin: new URL(input.dashboardOrigin).origin,
    actingUserId: input.actingUserId ?? null,
    linkMode: input.linkMode,
    scoreFieldId: input.scoreFieldId ?? null,
    moveOnDecision: input.moveOnDecision,
    rejectReasonId: input.rejectReasonId ?? null,
    advanceStageId: input.advanceStageId ?? null,
    rejectStageId: input.rejectStageId ?? null,
    pollEnabled: input.pollEnabled,
  };
  const select = { id: true, ats: true, dashboardOrigin: true } as const;
  // Not an upsert: Prisma checks an upsert's create data even when the row exists, and an update that keeps the
  // saved key and secret has none to give it.
  if (existing)
    return db.atsConnection.update({ where: { ats: input.ats }, data: { ...secrets, ...settings }, select });
  return db.atsConnection.create({
    data: {
      ats: input.ats,
      apiKeySealed: secrets.apiKeySealed!,
      apiKeyHint: secrets.apiKeyHint!,
      webhookSecretSealed: secrets.webhookSecretSealed!,
      webhookSecretHint: secrets.webhookSecretHint!,
      ...settings,
    },
    select,
  });
}

/** The connection as a page may see it: no key, no secret, only their hints. */
export async function getConnectionView(ats: AtsKind) {
  return db.atsConnection.findUnique({
    where: { ats },
    omit: { apiKeySealed: true, webhookSecretSealed: true },
    include: { rules: { orderBy: [{ jobId: "asc" }, { stageName: "asc" }], take: 200 } },
  });
}

/** The web-hook URL to paste into the ATS. */
export const webhookUrlOf = (dashboardOrigin: string, ats: AtsKind) => `${dashboardOrigin}/api/ats/${ats}/webhook`;

/** The connection with its key opened, for the adapters (server-only, never sent to a page). */
export async function openConnection(
  ats: AtsKind,
): Promise<(OpenConnection & { webhookSecret: string; linkMode: string; dashboardOrigin: string; id: string }) | null> {
  const row = await db.atsConnection.findUnique({ where: { ats } });
  if (!row) return null;
  const key = openSecret(row.apiKeySealed);
  const authorization = atsRegistry[ats].adapter.authorization?.(key) ?? basicAuthorization(key);
  return {
    id: row.id,
    ats,
    endpoint: { ats, baseUrl: row.baseUrl, authorization },
    webhookSecret: openSecret(row.webhookSecretSealed),
    actingUserId: row.actingUserId,
    scoreFieldId: row.scoreFieldId,
    moveOnDecision: row.moveOnDecision,
    rejectReasonId: row.rejectReasonId,
    advanceStageId: row.advanceStageId,
    rejectStageId: row.rejectStageId,
    linkMode: row.linkMode,
    dashboardOrigin: row.dashboardOrigin,
  };
}

/**
 * The connection "Test connection" calls with: a typed key with the typed base URL and user (nothing saved), or, with
 * the key left blank, the saved connection as it is. Null when there is neither.
 */
export async function connectionForTest(raw: ConnectionTestInput): Promise<OpenConnection | null> {
  const input = connectionTestInputSchema.parse(raw);
  if (!input.apiKey) return openConnection(input.ats);
  const authorization =
    atsRegistry[input.ats].adapter.authorization?.(input.apiKey) ?? basicAuthorization(input.apiKey);
  return {
    ats: input.ats,
    endpoint: { ats: input.ats, baseUrl: input.baseUrl.replace(/\/$/, ""), authorization },
    actingUserId: input.actingUserId ?? null,
    scoreFieldId: null,
    moveOnDecision: false,
    rejectReasonId: null,
    advanceStageId: null,
    rejectStageId: null,
  };
}

/** Adds a stage rule; the problem must be Ready in the registry (lib/problems). */
export async function addStageRule(raw: StageRuleInput) {
  const input = stageRuleInputSchema.parse(raw);
  const connection = await db.atsConnection.findUnique({ where: { ats: input.ats }, select: { id: true } });
  if (!connection) throw new ConnectionInputError("Save the connection first");
  const problem = await getRegistryEntry(input.problemId);
  if (!problem) throw new ConnectionInputError("No such problem in the registry", "problemId");
  if (problem.status !== "Ready")
    throw new ConnectionInputError(
      `${problem.name} is ${problem.status ?? "not Ready"}; only Ready problems can be issued by a rule`,
      "problemId",
    );
  const data = {
    connectionId: connection.id,
    jobId: input.jobId,
    jobName: input.jobName ?? null,
    stageName: input.stageName,
    problemId: input.problemId,
  };
  return db.atsStageRule.upsert({
    where: {
      connectionId_jobId_stageName: { connectionId: connection.id, jobId: input.jobId, stageName: input.stageName },
    },
    create: data,
    update: { problemId: input.problemId, ...(input.jobName ? { jobName: input.jobName } : {}) },
  });
}

export async function removeStageRule(ats: AtsKind, ruleId: string) {
  await db.atsStageRule.deleteMany({ where: { id: z.uuid().parse(ruleId), connection: { ats } } });
}

/** The rule for a job and stage (stage names compared without case or surrounding spaces), or null. */
export async function findStageRule(ats: AtsKind, jobId: string, stageName: string) {
  const rules = await db.atsStageRule.findMany({ where: { jobId, connection: { ats } }, take: 200 });
  const wanted = stageName.trim().toLowerCase();
  return rules.find((r) => r.stageName.trim().toLowerCase() === wanted) ?? null;
}

/** Which ATSs have a connection. */
export async function connectedAts(): Promise<Set<string>> {
  return new Set((await db.atsConnection.findMany({ select: { ats: true } })).map((c) => c.ats));
}
