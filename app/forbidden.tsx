import { TextLink } from "@/components/ui/text-link";

export default function Forbidden() {
  return (
    <main className="mx-auto max-w-lg space-y-3 py-24 text-center">
      <h1 className="text-xl font-semibold">You do not have access to this page</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Your role does not include it. Ask an admin if you need it.
      </p>
      <TextLink href="/" size="sm" weight="medium">
        Back to the overview
      </TextLink>
    </main>
  );
}
