import "server-only";
import { db } from "@/lib/db/client";
import type { BulkJob, BulkJobRow } from "@/lib/db/generated/client";
import {
  getScreeningApi,
  ConflictError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ScreeningApiError,
  ServerError,
  TimeoutError,
} from "@/lib/screening-api";
import { mirrorCreatedCandidate } from "@/lib/sync/detail-reads";
import { finishRow, type Finish, type QueueRetry } from "./finish-row";
import { plainWords } from "@/lib/forms/plain-words";
import type { BulkOptions } from "./job-schemas";

const MAX_ATTEMPTS = 6;
/** A screen found by reconciliation counts if it was created after the job (with room for clock skew). */
const SKEW_MS = 5 * 60_000;

const unlessNotFound = (error: unknown) => {
  if (error instanceof NotFoundError) return null;
  throw error;
};

/** An existing candidate for a CSV row: by its ATS ids when it has both (4.10), else by email (4.12). */
async function findCandidate(row: BulkJobRow): Promise<string | null> {
  const api = getScreeningApi();
  if (row.integrationSource && row.externalId) {
    const [linked] = await api.candidates.list({
      integrationSource: row.integrationSource,
      externalId: row.externalId,
    });
    if (linked) return linked.identifier;
  }
  const byEmail = await api.candidates.getByEmail(row.email).catch(unlessNotFound);
  return byEmail?.identifier ?? null;
}

/** The row's candidate, and whether this call created it (false: it was given, or found). */
async function ensureCandidate(row: BulkJobRow): Promise<{ candidateId: string; created: boolean }> {
  if (row.candidateId) return { candidateId: row.candidateId, created: false };
  // Look up first: the person may exist already, or a previous attempt created them before its instance died.
  let candidateId = await findCandidate(row);
  const found = candidateId !== null;
  let conflicted = false;
  if (!candidateId) {
    const ats =
      row.integrationSource && row.externalId
        ? { integrationSource: row.integrationSource, externalId: row.externalId }
        : {};
    const createdAt = new Date();
    candidateId = await getScreeningApi()
      .candidates.create({ name: row.name, email: row.email, ...ats })
      .then(
        async (created) => {
          // In the lists at once, and the screen's webhook finds the candidate known (no read back).
          await mirrorCreatedCandidate(
            { identifier: created.identifier, name: row.name, email: row.email, ...ats },
            createdAt,
          );
          return created.identifier;
        },
        async (error: unknown) => {
          // Created by someone else since the look-up: use theirs.
          if (!(error instanceof ConflictError)) throw error;
          conflicted = true;
          return (await getScreeningApi().candidates.getByEmail(row.email)).identifier;
        },
      );
  }
  await db.bulkJobRow.update({ where: { id: row.id }, data: { candidateId } });
  return { candidateId, created: !found && !conflicted };
}

/** A row whose request may have reached the service is checked against the candidate's screens first. */
async function findScreenFromEarlierAttempt(candidateId: string, job: BulkJob) {
  const screens = await getScreeningApi().assessments.listForCandidate(candidateId);
  const since = job.createdAt.getTime() - SKEW_MS;
  return screens.find((s) => s.problemId === job.problemId && Date.parse(s.createdAt) >= since);
}

/**
 * Whether an earlier attempt of this row may have sent its request: it stored sentAt before this attempt claimed
 * the row, or it was still running when this one claimed it (it outlived BULK_ROW_EXPIRE_SECONDS on a loaded
 * machine) and may store sentAt and send after this attempt's read. Any attempt but the first may meet one.
 */
const earlierAttemptMayHaveSent = (row: BulkJobRow) => row.sentAt !== null || row.attempts > 1;

/**
 * Issues one row's screen at most once: sentAt is stored before the request, and a row an earlier attempt may
 * have sent is reconciled through the per-candidate list before anything is sent again. The API's own rule (one
 * unstarted screen per pair, 409 INTERVIEW_ALREADY_EXISTS) makes a resend harmless in the common case too.
 */
export async function processRow(row: BulkJobRow, job: BulkJob, owner: string, queueRetry: QueueRetry) {
  try {
    const { candidateId: candidateIdentifier, created } = await ensureCandidate(row);
    // An import job only registers people: its row ends here.
    if (job.kind === "import" || !job.problemId) {
      return finishRow(
        row,
        owner,
        created
          ? { state: "created" }
          : { state: "existing", message: "already a candidate (found by ATS id or email): left as is" },
        queueRetry,
      );
    }
    const mayHaveSent = earlierAttemptMayHaveSent(row);
    if (mayHaveSent) {
      const earlier = await findScreenFromEarlierAttempt(candidateIdentifier, job);
      if (earlier)
        return finishRow(
          row,
          owner,
          {
            state: "issued",
            interviewId: earlier.identifier,
            message: "found the screen an interrupted attempt had issued",
          },
          queueRetry,
        );
    }
    await db.bulkJobRow.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    const outcome = await getScreeningApi().assessments.issue({
      candidateIdentifier,
      problemId: job.problemId,
      ...(job.options as BulkOptions),
    });
    if (outcome.outcome === "issued")
      return finishRow(row, owner, { state: "issued", interviewId: outcome.identifier }, queueRetry);
    // An earlier attempt still in flight when this one took the row over may have issued the screen this request
    // met: then the job issued it, once.
    if (
      mayHaveSent &&
      (await findScreenFromEarlierAttempt(candidateIdentifier, job))?.identifier === outcome.identifier
    )
      return finishRow(
        row,
        owner,
        { state: "issued", interviewId: outcome.identifier, message: "issued by an earlier attempt of this row" },
        queueRetry,
      );
    return finishRow(
      row,
      owner,
      { state: "already_issued", interviewId: outcome.identifier, message: "an unstarted screen already existed" },
      queueRetry,
    );
  } catch (error) {
    return finishRow(row, owner, classify(error, row), queueRetry);
  }
}

/** Half a second after the first failure, doubling to 30 s, ±20 % so rows that failed together spread out. */
const retryDelayMs = (attempts: number) =>
  Math.min(30_000, 500 * 2 ** Math.max(0, attempts - 1)) * (0.8 + Math.random() * 0.4);

function classify(error: unknown, row: BulkJobRow): Finish {
  if (error instanceof ConflictError && error.conflict.errorCode === "PROBLEM_CREATING") {
    return {
      state: "waiting_problem",
      message: "waiting: the problem is still being created",
      retryAt: new Date(Date.now() + 10_000),
      sentAt: null,
    };
  }
  const transient =
    error instanceof RateLimitedError ||
    error instanceof ServerError ||
    error instanceof NetworkError ||
    error instanceof TimeoutError;
  if (transient && row.attempts < MAX_ATTEMPTS) {
    const wait =
      error instanceof RateLimitedError && error.retryAfterSeconds
        ? error.retryAfterSeconds * 1000
        : retryDelayMs(row.attempts);
    return { state: "pending", message: `will retry: ${error.message}`, retryAt: new Date(Date.now() + wait) };
  }
  if (error instanceof ScreeningApiError)
    return { state: "failed", message: plainWords(error.message), sentAt: transient ? undefined : null };
  console.error("bulk row failed unexpectedly", { rowId: row.id, error });
  return { state: "failed", message: "unexpected error; see the server log" };
}
