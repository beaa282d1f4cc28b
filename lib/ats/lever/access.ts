import type { AccessCheck, OpenConnection } from "../adapter";

/*
 * A Lever key is given endpoint by endpoint when it is made (Settings → Integrations and API → API credentials); an
 * endpoint it lacks answers 403. Reads list one row; writes name opportunity "0", which does not exist: allowed, Lever
 * answers 404 and changes nothing; not allowed, 403. Writes carry perform_as, as the real ones do.
 */
const performAs = (connection: OpenConnection) =>
  connection.actingUserId ? { perform_as: connection.actingUserId } : undefined;
const write = (method: "POST" | "PUT", sub: string) => (connection: OpenConnection) => ({
  method,
  path: `/v1/opportunities/0/${sub}`,
  query: performAs(connection),
  json: {},
});

export const leverAccess: AccessCheck = {
  probes: [
    { can: "list postings", call: () => ({ method: "GET", path: "/v1/postings", query: { limit: 1 } }) },
    { can: "list stages", call: () => ({ method: "GET", path: "/v1/stages", query: { limit: 1 } }) },
    { can: "read opportunities", call: () => ({ method: "GET", path: "/v1/opportunities", query: { limit: 1 } }) },
    { can: "add notes", actsAsUser: true, call: write("POST", "notes") },
    { can: "add files", actsAsUser: true, call: write("POST", "files") },
    { can: "change stages", onlyIf: "moveOnDecision", actsAsUser: true, call: write("PUT", "stage") },
    { can: "archive opportunities", onlyIf: "moveOnDecision", actsAsUser: true, call: write("PUT", "archived") },
  ],
};
