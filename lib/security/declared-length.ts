// Relative: next.config.ts imports this file, outside the `@/` alias.
import { limits } from "../api-contract/limits";

/** A Scout form at its largest: every resume at its limit, plus room for the text fields and the multipart framing. */
export const MAX_SCOUT_BODY_BYTES = limits.scout.maxResumes * limits.scout.maxResumeBytes + 1024 * 1024;

export type DeclaredLengthRefusal = { status: 411; reason: "missing" } | { status: 413; reason: "too-large" };

/**
 * Whether an upload must be refused on its declared length, before a byte of it is read: parsing a form first holds
 * the whole body in memory, and a chunked body with no length would be read whole. Node's HTTP parser never hands
 * on more than the declared length, so a body within it is bounded. Used by the dashboard's and the sandbox's
 * Scout routes, each answering in its own shape.
 */
export function refuseByDeclaredLength(request: Request, max: number): DeclaredLengthRefusal | null {
  const declared = request.headers.get("content-length");
  const length = Number(declared);
  if (!declared || !/^\d+$/.test(declared.trim()) || !Number.isSafeInteger(length))
    return { status: 411, reason: "missing" };
  return length > max ? { status: 413, reason: "too-large" } : null;
}

/**
 * The largest body a server action accepts (next.config.ts `serverActions.bodySizeLimit`, Next.js's default). Past
 * it Next.js would answer 500 with a digest; proxy.ts answers 413 first, in words the form can show.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/** The 413 answer's text: Next.js's action client throws it as the error's message (a `text/plain` error body). */
export const SERVER_ACTION_TOO_LARGE =
  "This form is too large to send (at most 1 MB in all). Shorten the text or send fewer rows at a time.";
