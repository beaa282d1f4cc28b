import "server-only";
import type { OAuthConfig } from "next-auth/providers/oauth";
import { oidcConfig } from "@/lib/env";

interface OidcProfile {
  sub: string;
  email?: string;
  name?: string;
}

/**
 * An OpenID Connect provider from OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET, or none. It only proves
 * who someone is: the dashboard account (and so the role) is found by email in callbacks.signIn.
 */
export function oidcProvider(): OAuthConfig<OidcProfile> | null {
  if (!oidcConfig) return null;
  return {
    id: "oidc",
    name: oidcConfig.name,
    type: "oauth",
    wellKnown: `${oidcConfig.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
    clientId: oidcConfig.clientId,
    clientSecret: oidcConfig.clientSecret,
    authorization: { params: { scope: "openid email profile" } },
    idToken: true,
    checks: ["pkce", "state"],
    profile: (profile) => ({ id: profile.sub, email: profile.email ?? null, name: profile.name ?? null }),
  };
}
