import { z } from "zod";
import { ScimError } from "./scim-error";
import { USER_SCHEMA, type ScimUserInput } from "./resource-schemas";

/** The account fields a SCIM user sets. */
export interface MappedUser {
  email: string;
  name: string | null;
  externalId: string | null;
  active: boolean;
}

const email = z.email();

/** userName is the sign-in email; when a directory's userName is not an email, its primary (or work) email is. */
export function mapUserInput(input: ScimUserInput): MappedUser {
  const emails = input.emails ?? [];
  const listed = emails.find((e) => e.primary) ?? emails.find((e) => e.type?.toLowerCase() === "work") ?? emails[0];
  const address = [input.userName, listed?.value].find((v) => v && email.safeParse(v).success);
  if (!address) throw new ScimError(400, "userName (or a primary email) must be an email address.", "invalidValue");
  const given = [input.name?.givenName, input.name?.familyName].filter(Boolean).join(" ");
  return {
    email: address.toLowerCase(),
    name: input.name?.formatted || given || input.displayName || null,
    externalId: input.externalId ?? null,
    active: input.active ?? true,
  };
}

export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  disabledAt: Date | null;
  scimExternalId: string | null;
  createdAt: Date;
  updatedAt: Date;
  scimGroups?: { group: { id: string; displayName: string } }[];
}

/** Our account as a SCIM User resource. */
export function userResource(user: UserRow, baseUrl: string) {
  return {
    schemas: [USER_SCHEMA],
    id: user.id,
    ...(user.scimExternalId ? { externalId: user.scimExternalId } : {}),
    userName: user.email,
    ...(user.name ? { name: { formatted: user.name }, displayName: user.name } : {}),
    emails: [{ value: user.email, type: "work", primary: true }],
    active: !user.disabledAt,
    groups: (user.scimGroups ?? []).map(({ group }) => ({
      value: group.id,
      display: group.displayName,
      $ref: `${baseUrl}/Groups/${group.id}`,
    })),
    meta: {
      resourceType: "User",
      created: user.createdAt.toISOString(),
      lastModified: user.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${user.id}`,
    },
  };
}
