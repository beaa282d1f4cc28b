// GET/POST /scim/v2/Users – SCIM 2.0 users for a directory's bearer token (lib/scim)
import { scimJson } from "@/lib/scim/scim-error";
import { listResponse, pageOf, readScimBody, scimRoute } from "@/lib/scim/scim-route";
import { canonicalKeys, scimUserInputSchema, userAttributeNames } from "@/lib/scim/resource-schemas";
import { createScimUser, listScimUsers } from "@/lib/scim/scim-users";

export const dynamic = "force-dynamic";

export const GET = scimRoute(async (request, context) => {
  const url = new URL(request.url);
  const page = pageOf(url);
  const { total, resources } = await listScimUsers(context, url.searchParams.get("filter"), page);
  return listResponse(total, resources, page);
});

export const POST = scimRoute(async (request, context) => {
  const input = await readScimBody(request, scimUserInputSchema, (v) => canonicalKeys(v, userAttributeNames));
  const user = await createScimUser(context, input);
  return scimJson(user, 201, { location: user.meta.location });
});
