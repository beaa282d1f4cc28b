import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
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
        <div className="overflow-x-auto rounded-xl border border-zinc-200 bg-white lg:col-span-2 dark:border-zinc-800 dark:bg-zinc-900">
          <table className="w-full text-sm">
            <thead className="bg-zinc-50 text-left text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
              <tr>
                <th className="px-3 py-2">User</th>
                <th className="px-3 py-2">Role</th>
                <th className="px-3 py-2">Since</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="px-3 py-2">
                    <div className="font-medium">{u.name ?? u.email}</div>
                    <div className="text-xs text-zinc-600 dark:text-zinc-400">{u.email}</div>
                  </td>
                  <td className="px-3 py-2">{u.id === me.id ? `${roleLabels[u.role]} (you)` : <RoleSelect userId={u.id} role={u.role} label={`Role of ${u.email}`} />}</td>
                  <td className="px-3 py-2 text-xs">{formatDate(u.createdAt.toISOString())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CreateUserForm />
      </div>
    </>
  );
}
