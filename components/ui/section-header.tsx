import type { ReactNode } from "react";

/**
 * A section's heading (an h2 the section is labelled by) and, where given, a line on what it is for. With no
 * description the heading stands alone, so the section's own spacing applies.
 */
export function SectionHeader({ id, title, description }: { id?: string; title: ReactNode; description?: ReactNode }) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
  );
  if (!description) return heading;
  return (
    <div className="space-y-1">
      {heading}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
    </div>
  );
}
