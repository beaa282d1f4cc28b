import type { AccessCheck } from "../adapter";

/*
 * developers.ashbyhq.com, Authentication: "API permissions are organized by module. You can grant an API key read or
 * write access to each module"; "If your API key does not have the necessary permissions to access an endpoint, the
 * API will respond with a 403 status code and an error of missing_endpoint_permission", while a key that is "wrong or
 * deactivated" answers 403 without it. One probe per module the integration uses: a list of one row, or a call about
 * an id that does not exist (allowed: 200 with success: false; not allowed: 403). apiKey.info would need the API Keys
 * module, which the integration does not use, so it is not what tells a good key.
 */
const NO_SUCH_ID = "00000000-0000-0000-0000-000000000000";
const rpc = (method: string, json: Record<string, unknown>) => () => ({
  method: "POST" as const,
  path: `/${method}`,
  json,
});

export const ashbyAccess: AccessCheck = {
  probes: [
    { can: "list jobs", call: rpc("job.list", { limit: 1 }) },
    { can: "read applications and candidates", call: rpc("application.list", { limit: 1 }) },
    { can: "read interview stages", call: rpc("interviewStage.list", { interviewPlanId: NO_SUCH_ID }) },
    {
      can: "write notes, files and stage moves",
      call: rpc("candidate.createNote", { candidateId: NO_SUCH_ID, note: "" }),
    },
  ],
  keyRefused: (status, message) =>
    status === 401 || (status === 403 && !message.includes("missing_endpoint_permission")),
};
