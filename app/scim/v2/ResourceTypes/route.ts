// GET /scim/v2/ResourceTypes – User and Group (lib/scim/discovery.ts)
import { listResponse, scimRoute } from "@/lib/scim/scim-route";
import { resourceTypes } from "@/lib/scim/discovery";

export const dynamic = "force-dynamic";

export const GET = scimRoute(async (_request, context) => {
  const types = resourceTypes(context.baseUrl);
  return listResponse(types.length, types, { startIndex: 1, count: types.length });
});
