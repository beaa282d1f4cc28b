import { GROUP_SCHEMA } from "./resource-schemas";

export interface GroupRow {
  id: string;
  displayName: string;
  externalId: string | null;
  createdAt: Date;
  updatedAt: Date;
  members?: { user: { id: string; email: string } }[];
}

/** A directory group as a SCIM Group resource; without `members` when the client excluded them. */
export function groupResource(group: GroupRow, baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: group.id,
    displayName: group.displayName,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    ...(group.members
      ? {
          members: group.members.map(({ user }) => ({
            value: user.id,
            display: user.email,
            $ref: `${baseUrl}/Users/${user.id}`,
          })),
        }
      : {}),
    meta: {
      resourceType: "Group",
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${group.id}`,
    },
  };
}
