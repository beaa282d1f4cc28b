import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils/cn";

const paddings = { none: "", 4: "p-4", 5: "p-5", 6: "p-6" } as const;

export interface CardStyle {
  /** Classes before the card's own: spacing, layout, text size. */
  className?: string;
  padding?: keyof typeof paddings;
}

/** The classes of the white panel, for an element `Card` cannot be (a form with an action, a link). */
export function cardClass({ className, padding = 5 }: CardStyle = {}) {
  return cn(
    className,
    "rounded-xl border border-zinc-200 bg-white",
    paddings[padding],
    "dark:border-zinc-800 dark:bg-zinc-900",
  );
}

export type CardProps = HTMLAttributes<HTMLElement> &
  CardStyle & {
    as?: "div" | "section" | "article" | "aside";
  };

/** The white panel the dashboard groups things in. */
export function Card({ as: Tag = "div", className, padding, ...props }: CardProps) {
  return <Tag className={cardClass({ className, padding })} {...props} />;
}

/** The dashed panel that stands where a list has nothing to show yet. */
export function EmptyPanel({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      className={cn(
        "rounded-xl border border-dashed border-zinc-300 p-6 text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400",
        className,
      )}
      {...props}
    />
  );
}
