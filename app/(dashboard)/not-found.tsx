import { Link } from "@/components/ui/link";

export default function NotFound() {
  return (
    <div className="mx-auto max-w-lg space-y-3 py-12 text-center">
      <h1 className="text-xl font-semibold">Not found</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This record does not exist, or it belongs to another organization.
      </p>
      <Link href="/" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
        Back to the overview
      </Link>
    </div>
  );
}
