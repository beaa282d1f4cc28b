import "server-only";
import { isEmailErased } from "@/lib/privacy/erased-subjects";

const EMAIL = /^[^\s@]{1,200}@[^\s@]{1,200}\.[^\s@]{1,60}$/;
/** A delivery is at most 1 MB; these bound the walk of a hostile one's nesting and its number of addresses. */
const MAX_NODES = 5_000;
const MAX_EMAILS = 20;

/** The email addresses in a delivery's JSON (any field: each ATS names them its own way). */
function emailsIn(payload: unknown): string[] {
  const emails = new Set<string>();
  const stack: unknown[] = [payload];
  for (let seen = 0; stack.length && seen < MAX_NODES && emails.size < MAX_EMAILS; seen++) {
    const node = stack.pop();
    if (typeof node === "string" && EMAIL.test(node.trim())) emails.add(node.trim().toLowerCase());
    else if (node && typeof node === "object") stack.push(...Object.values(node));
  }
  return [...emails];
}

/**
 * Whether a verified delivery names someone erased here: an ATS retries and replays old deliveries, and one sent
 * before an erasure must not store the erased person's name and email again (nor issue them a screen).
 */
export async function namesErasedPerson(payload: unknown): Promise<boolean> {
  for (const email of emailsIn(payload)) if (await isEmailErased(email)) return true;
  return false;
}
