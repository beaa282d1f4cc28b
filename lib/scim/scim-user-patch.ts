import "server-only";
import { z } from "zod";
import type { ScimContext } from "./context";
import { applyPatch, type PatchOperation } from "./patch";
import { readAttribute } from "./filter";
import { canonicalKeys, scimUserInputSchema, userAttributeNames } from "./resource-schemas";
import { ScimError } from "./scim-error";
import { mapUserInput } from "./user-mapping";
import { getScimUser, updateScimUser } from "./scim-users";

/**
 * name.formatted is what we store; when a PATCH changes givenName, familyName or displayName but not formatted, the
 * old formatted name must not win over the new parts.
 */
function dropStaleFormatted(before: Record<string, unknown>, after: Record<string, unknown>) {
  const read = (resource: unknown, attr: string) => JSON.stringify(readAttribute(resource, attr) ?? null);
  const changed = (attr: string) => read(before, attr) !== read(after, attr);
  if (changed("name.formatted")) return after;
  if (!["name.givenName", "name.familyName", "displayName"].some(changed)) return after;
  const name = readAttribute(after, "name");
  if (!name || typeof name !== "object") return after;
  const rest = Object.fromEntries(Object.entries(name).filter(([key]) => key.toLowerCase() !== "formatted"));
  return { ...after, name: rest };
}

/** PATCH /Users/{id}: the operations applied to the user's SCIM form, the result validated and stored like a PUT. */
export async function patchScimUser(context: ScimContext, id: string, operations: PatchOperation[]) {
  const current = await getScimUser(context, id);
  const patchable = {
    userName: current.userName,
    externalId: current.externalId ?? null,
    displayName: current.displayName ?? null,
    active: current.active,
    name: current.name ?? {},
    emails: current.emails,
  };
  const patched = dropStaleFormatted(patchable, applyPatch(patchable, operations));
  const input = scimUserInputSchema.safeParse(canonicalKeys(patched, userAttributeNames));
  if (!input.success)
    throw new ScimError(400, `The patched user is not valid: ${z.prettifyError(input.error)}`, "invalidValue");
  return updateScimUser(context, id, mapUserInput(input.data));
}
