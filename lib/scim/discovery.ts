import { GROUP_SCHEMA, USER_SCHEMA } from "./resource-schemas";

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...extra,
});

/** RFC 7643 §5: what this service supports. PATCH and filters yes; bulk, sort, ETags and password changes no. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "The directory's token from Settings → Security or npm run scim:token.",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string) {
  return [
    { id: "User", name: "User", endpoint: "/Users", schema: USER_SCHEMA },
    { id: "Group", name: "Group", endpoint: "/Groups", schema: GROUP_SCHEMA },
  ].map((type) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
    ...type,
    description: `${type.name} account`,
    meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
}

export function schemas(baseUrl: string) {
  const sub = (names: string[]) => names.map((n) => attribute(n, "string"));
  return [
    {
      id: USER_SCHEMA,
      name: "User",
      description: "A dashboard account",
      attributes: [
        attribute("userName", "string", { required: true, uniqueness: "server" }),
        attribute("externalId", "string", { caseExact: true }),
        attribute("displayName", "string"),
        attribute("active", "boolean"),
        attribute("name", "complex", { subAttributes: sub(["formatted", "givenName", "familyName"]) }),
        attribute("emails", "complex", { multiValued: true, subAttributes: sub(["value", "type"]) }),
        attribute("groups", "complex", {
          multiValued: true,
          mutability: "readOnly",
          subAttributes: sub(["value", "display"]),
        }),
      ],
    },
    {
      id: GROUP_SCHEMA,
      name: "Group",
      description: "A directory group; its display name may map to a dashboard role",
      attributes: [
        attribute("displayName", "string", { required: true, uniqueness: "server" }),
        attribute("externalId", "string", { caseExact: true }),
        attribute("members", "complex", { multiValued: true, subAttributes: sub(["value", "display"]) }),
      ],
    },
  ].map((schema) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
    ...schema,
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${schema.id}` },
  }));
}
