// GET /scim/v2/Schemas – the User and Group schemas as this service implements them (lib/scim/discovery.ts)
import { listResponse, scimRoute } from "@/lib/scim/scim-route";
import { schemas } from "@/lib/scim/discovery";

export const dynamic = "force-dynamic";

export const GET = scimRoute(async (_request, context) => {
  const list = schemas(context.baseUrl);
  return listResponse(list.length, list, { startIndex: 1, count: list.length });
});
