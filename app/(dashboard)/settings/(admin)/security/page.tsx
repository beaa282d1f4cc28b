import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { FramedTable } from "@/components/ui/table";
import { Time } from "@/components/time/time";
import { requireRole } from "@/lib/auth/require-role";
import { listDirectories } from "@/lib/scim/directories";
import { listGroupRoles } from "@/lib/scim/group-roles";
import { AuditDestinationsSection } from "./_components/audit-destinations-section";
import { CreateDirectoryForm } from "./_components/create-directory-form";
import { DirectoryActions } from "./_components/directory-actions";
import { GroupRoleEditor } from "./_components/group-role-editor";
import { IdentityProvidersSection } from "./_components/identity-providers-section";

export const metadata: Metadata = { title: "Security" };

export default async function SecurityPage() {
  await requireRole("admin");
  const [directories, mappings, requestHeaders] = await Promise.all([listDirectories(), listGroupRoles(), headers()]);
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "<host>";
  const scheme = requestHeaders.get("x-forwarded-proto") ?? "https";
  return (
    <>
      <PageHeader
        title="Security"
        description="SAML single sign-on through your identity providers; SCIM provisioning, where directories such as Okta or Microsoft Entra ID create, update and deactivate accounts and their groups decide roles; and the audit log streamed to your own log system."
      />
      <IdentityProvidersSection />
      <Card aria-labelledby="scim-directories" as="section" className="mb-6 space-y-4">
        <h2 id="scim-directories" className="font-semibold">
          SCIM directories
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          SCIM base URL: <code className="font-mono">{`${scheme}://${host}/scim/v2`}</code>. Each directory
          authenticates with a bearer token of its own, shown once when created or rotated.
        </p>
        {directories.length ? (
          <FramedTable
            columns={["Directory", "Users / groups", "Token", "Last used", { label: "Actions", hidden: true }]}
          >
            {directories.map((d) => (
              <tr key={d.id}>
                <td className="font-medium">{d.name}</td>
                <td>
                  {d._count.users} / {d._count.groups}
                </td>
                <td className="text-xs">
                  {d.rotatedAt ? "Rotated " : "Created "}
                  <Time value={d.rotatedAt ?? d.createdAt} />
                </td>
                <td className="text-xs">{d.lastUsedAt ? <Time value={d.lastUsedAt} /> : "Never"}</td>
                <td>
                  <DirectoryActions directoryId={d.id} name={d.name} />
                </td>
              </tr>
            ))}
          </FramedTable>
        ) : (
          <p className="text-sm">No directory provisions users yet.</p>
        )}
        <CreateDirectoryForm />
      </Card>
      <Card aria-labelledby="scim-group-roles" as="section" className="space-y-4">
        <h2 id="scim-group-roles" className="font-semibold">
          Directory groups and roles
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          A user a directory provisions gets the highest role its groups in that directory map to, and Recruiter without
          one. Accounts made here keep the role an admin gave them.
        </p>
        <GroupRoleEditor
          directories={directories.map((d) => ({ id: d.id, name: d.name }))}
          mappings={mappings.map((m) => ({
            directoryId: m.directoryId,
            directoryName: m.directory.name,
            displayName: m.displayName,
            role: m.role,
          }))}
        />
      </Card>
      <AuditDestinationsSection />
    </>
  );
}
