import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { FramedTable, TD, TR } from "@/components/ui/table";
import { requireRole } from "@/lib/auth/require-role";
import { listUsers } from "@/lib/auth/users";
import { roleLabels } from "@/lib/auth/roles";
import { formatDate } from "@/lib/utils/format";
import { RoleSelect } from "./_components/role-select";
import { CreateUserForm } from "./_components/create-user-form";

export const metadata: Metadata = { title: "Users and roles" };

export default async function UsersPage() {
  const me = await requireRole("admin");
  const users = await listUsers();
  return (
    <>
      <PageHeader title="Users and roles" description="Who can sign in, and what each may do." />
      <div className="grid gap-6 lg:grid-cols-3">
        <FramedTable columns={["User", "Role", "Since"]} className="lg:col-span-2">
          {users.map((u) => (
            <TR key={u.id}>
              <TD>
                <div className="font-medium">{u.name ?? u.email}</div>
                <div className="text-xs text-zinc-600 dark:text-zinc-400">{u.email}</div>
              </TD>
              <TD>{u.id === me.id ? `${roleLabels[u.role]} (you)` : <RoleSelect userId={u.id} role={u.role} label={`Role of ${u.email}`} />}</TD>
              <TD className="text-xs">{formatDate(u.createdAt.toISOString())}</TD>
            </TR>
          ))}
        </FramedTable>
        <CreateUserForm />
      </div>
    </>
  );
}
