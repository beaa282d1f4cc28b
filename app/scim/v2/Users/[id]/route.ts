// GET/PUT/PATCH/DELETE /scim/v2/Users/<id> – one SCIM user (lib/scim)
import { scimJson } from "@/lib/scim/scim-error";
import { readScimBody, scimRoute } from "@/lib/scim/scim-route";
import { canonicalKeys, scimUserInputSchema, userAttributeNames } from "@/lib/scim/resource-schemas";
import { deprovisionScimUser, getScimUser, updateScimUser } from "@/lib/scim/scim-users";
import { patchScimUser } from "@/lib/scim/scim-user-patch";
import { patchRequestSchema } from "@/lib/scim/patch";
import { mapUserInput } from "@/lib/scim/user-mapping";

export const dynamic = "force-dynamic";

type Params = { id: string };

export const GET = scimRoute<Params>(async (_request, context, { id }) => scimJson(await getScimUser(context, id)));

export const PUT = scimRoute<Params>(async (request, context, { id }) => {
  const input = await readScimBody(request, scimUserInputSchema, (v) => canonicalKeys(v, userAttributeNames));
  return scimJson(await updateScimUser(context, id, mapUserInput(input)));
});

export const PATCH = scimRoute<Params>(async (request, context, { id }) => {
  const { Operations } = await readScimBody(request, patchRequestSchema, (v) => canonicalKeys(v, ["Operations"]));
  return scimJson(await patchScimUser(context, id, Operations));
});

export const DELETE = scimRoute<Params>(async (_request, context, { id }) => {
  await deprovisionScimUser(context, id);
  return new Response(null, { status: 204 });
});
