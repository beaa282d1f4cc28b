import type { AccessCheck, OpenConnection } from "../adapter";

/*
 * Harvest v1 grants a key endpoint by endpoint ("Manage permissions" when the key is made); an endpoint the key was not
 * given answers 403. Each permission the integration uses is probed: a list of one row for the reads, and for the
 * writes a call about application or candidate 0, which does not exist: allowed, Harvest answers 404 and changes
 * nothing; not allowed, 403. Writes carry On-Behalf-Of, as the real ones do.
 */
const onBehalfOf = (connection: OpenConnection) =>
  connection.actingUserId ? { "on-behalf-of": connection.actingUserId } : undefined;
const write = (method: "POST" | "PATCH", path: string) => (connection: OpenConnection) => ({
  method,
  path,
  headers: onBehalfOf(connection),
  json: {},
});

export const greenhouseAccess: AccessCheck = {
  probes: [
    { can: "list jobs", call: () => ({ method: "GET", path: "/v1/jobs", query: { per_page: 1 } }) },
    { can: "list applications", call: () => ({ method: "GET", path: "/v1/applications", query: { per_page: 1 } }) },
    { can: "read candidates", call: () => ({ method: "GET", path: "/v1/candidates", query: { per_page: 1 } }) },
    { can: "add notes", actsAsUser: true, call: write("POST", "/v1/candidates/0/activity_feed/notes") },
    { can: "add attachments", actsAsUser: true, call: write("POST", "/v1/applications/0/attachments") },
    {
      can: "write the score field",
      onlyIf: "scoreField",
      actsAsUser: true,
      call: write("PATCH", "/v1/applications/0"),
    },
    {
      can: "advance applications",
      onlyIf: "moveOnDecision",
      actsAsUser: true,
      call: write("POST", "/v1/applications/0/advance"),
    },
    {
      can: "reject applications",
      onlyIf: "moveOnDecision",
      actsAsUser: true,
      call: write("POST", "/v1/applications/0/reject"),
    },
  ],
};
