import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { FramedTable } from "@/components/ui/table";
import { requireRole } from "@/lib/auth/require-role";
import { listUsers } from "@/lib/auth/users";
import { roleLabels } from "@/lib/auth/roles";
import { RoleSelect } from "./_components/role-select";
import { ComplianceToggle } from "./_components/compliance-toggle";
import { CreateUserForm } from "./_components/create-user-form";
import { AccountActions } from "./_components/account-actions";
import { Badge } from "@/components/ui/badge";
import { Time } from "@/components/time/time";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Users and roles" };

export default async function UsersPage() {
  const me = await requireRole("admin");
  const users = await listUsers();
  return (
    <>
      <PageHeader
        title="Users and roles"
        description="Who can sign in, and what each may do. Disabling, a role change or a password reset signs the person out everywhere at once."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <FramedTable columns={["User", "Role", "Since", "Account"]} className="lg:col-span-2">
          {users.map((u) => (
            <tr key={u.id}>
              <td>
                <div className="flex items-center gap-2 font-medium">
                  {u.name ?? u.email}
                  {u.disabledAt && <Badge tone="neutral">Disabled</Badge>}
                </div>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">{u.email}</div>
              </td>
              <td>
                {u.id === me.id ? (
                  `${roleLabels[u.role]} (you)`
                ) : (
                  <RoleSelect userId={u.id} role={u.role} label={`Role of ${u.email}`} />
                )}
                <ComplianceToggle userId={u.id} email={u.email} compliance={u.compliance} />
              </td>
              <td className="text-xs">
                <Time value={u.createdAt} dateOnly />
              </td>
              <td>
                {u.id === me.id ? (
                  <TextLink href="/settings/account" size="xs" weight="medium">
                    Your password and sessions
                  </TextLink>
                ) : (
                  <AccountActions userId={u.id} email={u.email} disabled={!!u.disabledAt} />
                )}
              </td>
            </tr>
          ))}
        </FramedTable>
        <CreateUserForm />
      </div>
    </>
  );
}
