// GET /scim/v2/ServiceProviderConfig – what this SCIM service supports (lib/scim/discovery.ts)
import { scimJson } from "@/lib/scim/scim-error";
import { scimRoute } from "@/lib/scim/scim-route";
import { serviceProviderConfig } from "@/lib/scim/discovery";

export const dynamic = "force-dynamic";

export const GET = scimRoute(async (_request, context) => scimJson(serviceProviderConfig(context.baseUrl)));
