import "server-only";
import { publicOrigin } from "@/lib/env";

/**
 * Our service provider's addresses, from PUBLIC_URL: the IdP is configured with them once, so they must not follow
 * whatever Host a request carried. The entity ID is the metadata URL, as Okta and Entra ID suggest.
 */
export const samlServiceProvider = {
  entityId: `${publicOrigin}/api/auth/saml/metadata`,
  metadataUrl: `${publicOrigin}/api/auth/saml/metadata`,
  acsUrl: `${publicOrigin}/api/auth/saml/acs`,
};
