import "server-only";
import { env } from "@/lib/env";
import { keyedHash, type SubjectKind } from "./keyed-hash";

/**
 * Keyed hashes of an erased person's identifiers: enough to recognise them when the service sends them again,
 * useless to anyone holding only the database, who cannot test a guessed email without AUTH_SECRET.
 */
export const subjectHash = (kind: SubjectKind, value: string) => keyedHash(env.AUTH_SECRET, kind, value);

/** The local stand-in id for an erased candidate the service still sends screens for. */
export const placeholderCandidateId = (candidateId: string) =>
  `${placeholderPrefix}${subjectHash("candidate", candidateId).slice(0, 24)}`;

/** Every stand-in id starts with this: a page or a job tells an erased candidate's stand-in by it. */
export const placeholderPrefix = "erased-";
