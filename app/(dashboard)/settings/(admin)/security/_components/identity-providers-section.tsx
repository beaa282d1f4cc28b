import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { FramedTable } from "@/components/ui/table";
import { Time } from "@/components/time/time";
import { requireRole } from "@/lib/auth/require-role";
import { listBreakGlassAdmins } from "@/lib/auth/saml/break-glass";
import { listSamlConnections } from "@/lib/auth/saml/connections";
import { samlServiceProvider } from "@/lib/auth/saml/sp-urls";
import { AddIdentityProviderForm } from "./add-identity-provider-form";
import { BreakGlassAdmins } from "./break-glass-admins";
import { CopyValue } from "./copy-value";
import { IdentityProviderActions } from "./identity-provider-actions";

/**
 * Settings → Security › Identity providers (SAML): our service provider's addresses to give the IdP, the connections
 * (one per IdP, chosen at sign-in by the email's domain), and the break-glass admins. Admins only.
 */
export async function IdentityProvidersSection() {
  await requireRole("admin");
  const [connections, breakGlass] = await Promise.all([listSamlConnections(), listBreakGlassAdmins()]);
  return (
    <Card aria-labelledby="saml-identity-providers" as="section" className="mb-6 space-y-4">
      <h2 id="saml-identity-providers" className="font-semibold">
        Identity providers (SAML)
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        People sign in with “Sign in with SSO”: the email they type picks the connection by its domain. Only people who
        already have an account (added here, invited, or provisioned by SCIM) get in. Give your identity provider these:
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-zinc-600 dark:text-zinc-400">Metadata URL</dt>
        <dd className="min-w-0">
          <CopyValue label="metadata URL" value={samlServiceProvider.metadataUrl} />
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Entity ID (audience)</dt>
        <dd className="min-w-0">
          <CopyValue label="entity ID" value={samlServiceProvider.entityId} />
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">ACS URL (reply URL)</dt>
        <dd className="min-w-0">
          <CopyValue label="ACS URL" value={samlServiceProvider.acsUrl} />
        </dd>
      </dl>
      {connections.length ? (
        <FramedTable
          columns={[
            "Connection",
            "Domains",
            "IdP entity ID",
            "Certificate expires",
            "Require SSO",
            "Last sign-in",
            { label: "Actions", hidden: true },
          ]}
        >
          {connections.map((c) => {
            const domains = c.domains.map((d) => d.domain);
            return (
              <tr key={c.id}>
                <td className="font-medium">{c.name}</td>
                <td className="text-xs">{domains.join(", ")}</td>
                <td className="max-w-64 min-w-44 text-xs break-all">{c.idpEntityId}</td>
                <td className="text-xs">
                  <Time value={c.certExpiresAt} />{" "}
                  {c.certificate === "expired" ? (
                    <Badge tone="danger">Expired</Badge>
                  ) : c.certificate === "renew-soon" ? (
                    <Badge tone="warning">Renew soon</Badge>
                  ) : null}
                </td>
                <td>{c.requireSso ? <Badge tone="success">Required</Badge> : "Optional"}</td>
                <td className="text-xs">{c.lastSignInAt ? <Time value={c.lastSignInAt} /> : "Never"}</td>
                <td>
                  <IdentityProviderActions connection={{ id: c.id, name: c.name, domains, requireSso: c.requireSso }} />
                </td>
              </tr>
            );
          })}
        </FramedTable>
      ) : (
        <p className="text-sm">No identity provider is connected yet.</p>
      )}
      <AddIdentityProviderForm />
      <BreakGlassAdmins
        admins={breakGlass.map((a) => ({ id: a.id, email: a.email, disabled: !!a.disabledAt, grantedAt: a.grantedAt }))}
      />
    </Card>
  );
}
