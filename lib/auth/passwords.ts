import "server-only";
import bcrypt from "bcryptjs";

const COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

/** A hash of a random password nobody knows, at the same cost: what an unknown email is compared against. */
const DUMMY_HASH = "$2b$12$5M2AVuMnz/8Q0jewH4VsIOE/ZTo9rJL9nuohCC/CE5teU2oR97fkq";

/** Whether `password` matches `hash`; without a hash (no such account) it still spends one comparison, and is false. */
export async function checkPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== undefined && matches;
}
