// GET/PUT/PATCH/DELETE /scim/v2/Groups/<id> – one SCIM group and its members (lib/scim)
import { scimJson } from "@/lib/scim/scim-error";
import { readScimBody, scimRoute } from "@/lib/scim/scim-route";
import { canonicalKeys, groupAttributeNames, scimGroupInputSchema } from "@/lib/scim/resource-schemas";
import { deleteScimGroup, getScimGroup, patchScimGroup, replaceScimGroup } from "@/lib/scim/scim-groups";
import { patchRequestSchema } from "@/lib/scim/patch";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = scimRoute<Params>(async (_request, context, { id }) => scimJson(await getScimGroup(context, id)));

export const PUT = scimRoute<Params>(async (request, context, { id }) => {
  const input = await readScimBody(request, scimGroupInputSchema, (v) => canonicalKeys(v, groupAttributeNames));
  return scimJson(await replaceScimGroup(context, id, input));
});

/** Okta and Entra ID expect the group back (200); an empty 204 is also allowed by RFC 7644, but not what they test. */
export const PATCH = scimRoute<Params>(async (request, context, { id }) => {
  const { Operations } = await readScimBody(request, patchRequestSchema, (v) => canonicalKeys(v, ["Operations"]));
  return scimJson(await patchScimGroup(context, id, Operations));
});

export const DELETE = scimRoute<Params>(async (_request, context, { id }) => {
  await deleteScimGroup(context, id);
  return new Response(null, { status: 204 });
});
