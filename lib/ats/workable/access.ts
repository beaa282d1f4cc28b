import type { AccessCheck, OpenConnection } from "../adapter";

/*
 * A Workable access token carries scopes chosen when it is made (r_jobs, r_candidates, w_candidates, …); a call
 * outside them answers 403. One probe per scope the integration uses: a list of one row, or a comment on candidate
 * "0", which does not exist (allowed: 404, nothing written; not allowed: 403). The write names the member, as real
 * writes do.
 */
export const workableAccess: AccessCheck = {
  probes: [
    { can: "list jobs with their stages", call: () => ({ method: "GET", path: "/spi/v3/jobs", query: { limit: 1 } }) },
    { can: "read candidates", call: () => ({ method: "GET", path: "/spi/v3/candidates", query: { limit: 1 } }) },
    {
      can: "comment on, move and disqualify candidates",
      actsAsUser: true,
      call: (connection: OpenConnection) => ({
        method: "POST",
        path: "/spi/v3/candidates/0/comments",
        json: { member_id: connection.actingUserId ?? "", comment: { body: "" } },
      }),
    },
  ],
};
