import { headers } from "next/headers";
import { TextLink } from "@/components/ui/text-link";
import { currentUser } from "@/lib/auth/session";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { roleLabels } from "@/lib/auth/roles";

/** The pages behind the Compliance permission (a flag an admin grants, not a role): fairness and the EEO answers. */
const compliancePaths = ["/analytics/fairness", "/compliance"];

/** What the 403 says: which access the page needs and who can give it, so an admin is not told to ask an admin. */
async function why() {
  const [user, path] = await Promise.all([currentUser(), headers().then((h) => h.get(REQUEST_PATH_HEADER) ?? "")]);
  if (
    compliancePaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))
  )
    return user?.role === "admin"
      ? {
          text: "This page needs the Compliance permission. Admins can grant it, to themselves too, in Settings → Users.",
          grant: true,
        }
      : { text: "This page needs the Compliance permission. Ask an admin to grant it in Settings → Users." };
  return {
    text: user
      ? `Your role (${roleLabels[user.role]}) does not include it. Ask an admin if you need it.`
      : "Your role does not include it. Ask an admin if you need it.",
  };
}

export default async function Forbidden() {
  const { text, grant } = await why();
  return (
    <main className="mx-auto max-w-lg space-y-3 py-24 text-center">
      <h1 className="text-xl font-semibold">You do not have access to this page</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
      <p className="flex justify-center gap-4">
        {grant && (
          <TextLink href="/settings/users" size="sm" weight="medium">
            Users and roles
          </TextLink>
        )}
        <TextLink href="/" size="sm" weight="medium">
          Back to the overview
        </TextLink>
      </p>
    </main>
  );
}
