import { z } from "zod";

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";

/** A boolean as SCIM clients send it: Entra ID sends `active` as the string "True" or "False". */
export const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((s) => s.toLowerCase() === "true"),
]);

const text = (max: number) => z.string().trim().max(max).nullish();

export const scimUserInputSchema = z.looseObject({
  userName: z.string().trim().min(1).max(254),
  externalId: text(255),
  displayName: text(200),
  active: scimBoolean.optional(),
  name: z.looseObject({ formatted: text(200), givenName: text(100), familyName: text(100) }).nullish(),
  emails: z
    .array(z.looseObject({ value: z.string().trim().max(254), type: text(50), primary: scimBoolean.nullish() }))
    .max(20)
    .nullish(),
});
export type ScimUserInput = z.output<typeof scimUserInputSchema>;

export const scimGroupInputSchema = z.looseObject({
  displayName: z.string().trim().min(1).max(200),
  externalId: text(255),
  members: z
    .array(z.looseObject({ value: z.string().trim().min(1).max(100), display: text(254) }))
    .max(10_000)
    .nullish(),
});
export type ScimGroupInput = z.output<typeof scimGroupInputSchema>;

/** Top-level attribute names compared without case (RFC 7643 §2.1): `username` is `userName`. */
export function canonicalKeys(body: unknown, names: readonly string[]): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      names.find((n) => n.toLowerCase() === key.toLowerCase()) ?? key,
      value,
    ]),
  );
}
export const userAttributeNames = ["userName", "externalId", "displayName", "active", "name", "emails"] as const;
export const groupAttributeNames = ["displayName", "externalId", "members"] as const;
