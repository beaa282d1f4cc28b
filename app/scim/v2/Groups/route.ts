// GET/POST /scim/v2/Groups – SCIM 2.0 groups of a directory (lib/scim)
import { scimJson } from "@/lib/scim/scim-error";
import { listResponse, pageOf, readScimBody, scimRoute } from "@/lib/scim/scim-route";
import { canonicalKeys, groupAttributeNames, scimGroupInputSchema } from "@/lib/scim/resource-schemas";
import { createScimGroup, listScimGroups } from "@/lib/scim/scim-groups";

export const dynamic = "force-dynamic";

export const GET = scimRoute(async (request, context) => {
  const url = new URL(request.url);
  const page = pageOf(url);
  // Entra ID asks for groups with excludedAttributes=members: a large group's members are not read then.
  const excluded = (url.searchParams.get("excludedAttributes") ?? "").toLowerCase().split(",");
  const members = !excluded.map((name) => name.trim()).includes("members");
  const { total, resources } = await listScimGroups(context, url.searchParams.get("filter"), page, members);
  return listResponse(total, resources, page);
});

export const POST = scimRoute(async (request, context) => {
  const input = await readScimBody(request, scimGroupInputSchema, (v) => canonicalKeys(v, groupAttributeNames));
  const group = await createScimGroup(context, input);
  return scimJson(group, 201, { location: group.meta.location });
});
