import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A plain GET form: works before hydration and leaves a shareable URL. */
export function EmailLookup() {
  return (
    <form
      action="/candidates/by-email"
      className="flex items-end gap-2"
      role="search"
      aria-label="Find a candidate by email"
    >
      <label className="flex flex-col gap-1 text-xs font-medium">
        Find by exact email
        <Input name="email" type="email" required placeholder="name@example.com" className="w-64" />
      </label>
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
